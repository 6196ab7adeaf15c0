import { messageOf } from '@gavel/domain'
import { AccountSettings, EMAIL_KINDS, EMAIL_SETTING, emailKindsOf } from '@gavel/domain/areas/settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { Actions, Checks, Heading, Muted, Refused, Saved, Section } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'

const EmailForm = ({ initial }: { readonly initial: readonly string[] }) => {
  const settings = useService(AccountSettings)
  const client = useQueryClient()
  const [kinds, setKinds] = useState<readonly string[]>(initial)
  const save = useMutation({
    mutationFn: () => settings.saveSettings([{ ...EMAIL_SETTING, value: null, values: [...kinds] }]),
    onSuccess: (all) => client.setQueryData(settingsKeys.settings, all),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!save.isPending) save.mutate()
  }
  return (
    <form onSubmit={submit} aria-label="E-mail notifications">
      <Checks>
        <legend>E-mail me when</legend>
        {EMAIL_KINDS.map(({ kind, label }) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={(e) => setKinds((k) => (e.target.checked ? [...k, kind] : k.filter((x) => x !== kind)))}
            />
            {label}
          </label>
        ))}
      </Checks>
      <Actions>
        <Button type="submit" loading={save.isPending}>
          Save notification settings
        </Button>
        <div role="status">{save.isSuccess && <Saved>Notification settings saved.</Saved>}</div>
        {save.isError && <Refused role="alert">{messageOf(save.error)}</Refused>}
      </Actions>
    </form>
  )
}

/** /settings/notification-settings: which e-mails the user gets (bff/settings, category notifications). */
export const NotificationSettingsScreen = () => {
  const settings = useService(AccountSettings)
  const query = useQuery({ queryKey: settingsKeys.settings, queryFn: () => settings.settings() })
  return (
    <>
      <Heading>Notification settings</Heading>
      <Section>
        <Muted>In-app notifications always arrive; choose which ones also come by e-mail.</Muted>
        {query.isPending ? (
          <Spinner label="Loading notification settings" />
        ) : query.isError ? (
          <ErrorState
            message={messageOf(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <EmailForm initial={emailKindsOf(query.data)} />
        )}
      </Section>
    </>
  )
}
