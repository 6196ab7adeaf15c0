import { messageOf } from '@gavel/domain'
import { AccountSettings, formatPhone, SMS_KINDS, type SmsSettings, toE164 } from '@gavel/domain/areas/settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Actions, Checks, Heading, Muted, Refused, Saved, Section } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'

const LABELS: Record<(typeof SMS_KINDS)[number], string> = {
  outbid: 'I am outbid',
  ending_soon: 'A watched auction is ending soon',
  won: 'I win an auction',
  offer: 'I get an offer or counter offer',
}
const PHONE_TEXT = 'Enter a 10-digit US mobile number, like (312) 555-0100.'

const shownPhone = (e164: string | null) => (e164 === null ? '' : formatPhone(e164.replace(/^\+1/, '')))

const SmsForm = ({ initial }: { readonly initial: SmsSettings }) => {
  const settings = useService(AccountSettings)
  const client = useQueryClient()
  const [phone, setPhone] = useState(shownPhone(initial.phone))
  const [texts, setTexts] = useState<Record<string, boolean>>({ ...initial.texts })
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (next: SmsSettings) => settings.saveSms(next),
    onSuccess: (saved) => client.setQueryData(settingsKeys.sms, saved),
  })
  const check = (): string | null | false => {
    const trimmed = phone.trim()
    if (trimmed === '') {
      const wanted = Object.values(texts).some(Boolean)
      setError(wanted ? 'Enter a mobile number to get texts, or turn the texts off.' : null)
      return wanted ? false : null
    }
    const e164 = toE164(trimmed)
    setError(e164 === null ? PHONE_TEXT : null)
    return e164 ?? false
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    const number = check()
    if (number === false) return
    save.mutate({ phone: number, texts })
  }
  return (
    <form onSubmit={submit} noValidate aria-label="SMS settings">
      <TextField
        label="Mobile number"
        inputMode="tel"
        autoComplete="tel-national"
        value={phone}
        error={error}
        onChange={(e) => {
          setPhone(e.target.value)
          setError(null)
        }}
        onBlur={() => {
          const n = check()
          if (typeof n === 'string') setPhone(shownPhone(n))
        }}
      />
      <Checks>
        <legend>Text me when</legend>
        {SMS_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={texts[kind] === true}
              onChange={(e) => setTexts((t) => ({ ...t, [kind]: e.target.checked }))}
            />
            {LABELS[kind]}
          </label>
        ))}
      </Checks>
      <Actions>
        <Button type="submit" loading={save.isPending}>
          Save SMS settings
        </Button>
        <div role="status">{save.isSuccess && <Saved>SMS settings saved.</Saved>}</div>
        {save.isError && <Refused role="alert">{messageOf(save.error)}</Refused>}
      </Actions>
    </form>
  )
}

/** /settings/sms-settings: the mobile number and which texts the user gets (bff/settings/sms). */
export const SmsSettingsScreen = () => {
  const settings = useService(AccountSettings)
  const query = useQuery({ queryKey: settingsKeys.sms, queryFn: () => settings.sms() })
  return (
    <>
      <Heading>SMS settings</Heading>
      <Section>
        <Muted>Texts go to one US mobile number. Message and data rates may apply.</Muted>
        {query.isPending ? (
          <Spinner label="Loading SMS settings" />
        ) : query.isError ? (
          <ErrorState
            message={messageOf(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <SmsForm initial={query.data} />
        )}
      </Section>
    </>
  )
}
