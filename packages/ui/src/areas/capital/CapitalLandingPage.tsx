import { type DealerId, dollars, isLimited, messageOf } from '@gavel/domain'
import {
  CapitalAccounts,
  CapitalPaths,
  CapitalTexts,
  checkLeadAmount,
  checkNote,
  checkPhone,
  parseDollars,
  phoneDigits,
} from '@gavel/domain/areas/capital'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { QuerySection } from '../../components/QuerySection'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { Form, Heading, Notice, Page } from './CapitalPortal.styles'
import { capitalKeys, useCapitalCheck, useLeadStatus } from './capitalQueries'
import { dateText } from './dates'

type Field = 'amount' | 'phone' | 'note'
const checks: Record<Field, (typed: string) => string | null> = {
  amount: checkLeadAmount,
  phone: checkPhone,
  note: checkNote,
}

const ApplyForm = ({ dealer, limited }: { readonly dealer: DealerId; readonly limited: boolean }) => {
  const accounts = useService(CapitalAccounts)
  const client = useQueryClient()
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', phone: '', note: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({})
  const apply = useMutation({
    mutationFn: () => {
      const amount = parseDollars(values.amount)
      return accounts.applyForCapital({
        dealerId: dealer,
        requestedAmount: amount === null ? null : dollars(amount),
        phone: phoneDigits(values.phone),
        note: values.note.trim() === '' ? null : values.note.trim(),
      })
    },
    onSuccess: () => client.invalidateQueries({ queryKey: capitalKeys.leadStatus(dealer) }),
  })
  const field = (name: Field, label: string, extra: { inputMode?: 'numeric' | 'tel' } = {}) => (
    <TextField
      label={label}
      value={values[name]}
      error={errors[name] ?? null}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      onBlur={() => setErrors((e) => ({ ...e, [name]: checks[name](values[name]) }))}
      {...extra}
    />
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = {
      amount: checks.amount(values.amount),
      phone: checks.phone(values.phone),
      note: checks.note(values.note),
    }
    setErrors(next)
    if (Object.values(next).every((e) => e === null) && !apply.isPending) apply.mutate()
  }
  return (
    <Form onSubmit={submit} noValidate aria-label="Apply for capital">
      {field('amount', 'Credit line wanted ($, optional)', { inputMode: 'numeric' })}
      {field('phone', 'Phone (optional)', { inputMode: 'tel' })}
      {field('note', 'Anything we should know (optional)')}
      <Button
        type="submit"
        loading={apply.isPending}
        disabledReason={limited ? 'Your dealership is not active: applications are not available.' : null}
      >
        Apply for capital
      </Button>
      {apply.isError && (
        <Notice $tone="danger" role="alert">
          {messageOf(apply.error)}
        </Notice>
      )}
    </Form>
  )
}

/**
 * /capital/landing-page: what capital is and, for a dealership without it, the application (a lead, marketplace §7
 * lead-generation, POST account/lead). A capital user gets a way into the portal.
 */
export const CapitalLandingPage = () => {
  const session = useSession()
  const check = useCapitalCheck()
  const dealer = session?.user.defaultDealerId ?? session?.user.dealerships[0]?.id ?? null
  const status = useLeadStatus(dealer)
  const limited = session !== null && isLimited(session.user)
  return (
    <Page>
      <Heading>{CapitalTexts.landingTitle}</Heading>
      <p>{CapitalTexts.landingBody}</p>
      {check.data?.isCapitalUser ? (
        <p>
          Your dealership has a capital account. <Link to={CapitalPaths.accountDetails}>Open your account</Link>
        </p>
      ) : dealer === null ? null : (
        <QuerySection title="Apply" query={status} loadingLabel="Checking your dealership">
          {(s) =>
            s.lead ? (
              <Notice $tone="success" role="status">
                {CapitalTexts.applied} Applied {dateText(s.lead.createdAt)}
                {s.lead.requestedAmount !== null && (
                  <>
                    {' '}
                    for <Money amount={s.lead.requestedAmount} />
                  </>
                )}
                .
              </Notice>
            ) : s.hasAccount ? (
              <p>
                Your dealership has a capital account. <Link to={CapitalPaths.accountDetails}>Open your account</Link>
              </p>
            ) : (
              <ApplyForm dealer={dealer} limited={limited} />
            )
          }
        </QuerySection>
      )}
    </Page>
  )
}
