import { dollars, isLimited, messageOf } from '@gavel/domain'
import {
  ApplicationTexts,
  type CapitalAccount,
  CapitalAccounts,
  CapitalTexts,
  checkNote,
  checkRequestedLimit,
  parseDollars,
} from '@gavel/domain/areas/capital'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { SectionBox, SectionHead, SectionTitle } from '../../components/QuerySection'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { Form, Notice } from './CapitalPortal.styles'
import { capitalKeys } from './capitalQueries'

/**
 * Ask for a higher line (marketplace §7 POST request-line-increase): validated on blur and on submit, sent once
 * (the button is busy while it goes), what was typed kept after a refusal, which is shown as the service says it.
 */
export const LineIncreaseForm = ({ account }: { readonly account: CapitalAccount }) => {
  const accounts = useService(CapitalAccounts)
  const client = useQueryClient()
  const session = useSession()
  const [limit, setLimit] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ limit?: string | null; reason?: string | null }>({})
  const send = useMutation({
    mutationFn: () =>
      accounts.requestLineIncrease({
        dealerId: account.dealerId,
        requestedLimit: dollars(parseDollars(limit) ?? 0),
        reason: reason.trim() === '' ? null : reason.trim(),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: capitalKeys.account(account.dealerId) }),
  })
  const pending = account.pendingLineIncrease
  const limited = session !== null && isLimited(session.user)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = { limit: checkRequestedLimit(limit, account), reason: checkNote(reason) }
    setErrors(next)
    if (next.limit === null && next.reason === null && !send.isPending) send.mutate()
  }
  return (
    <SectionBox aria-labelledby="line-increase-title">
      <SectionHead>
        <SectionTitle id="line-increase-title">Line increase</SectionTitle>
      </SectionHead>
      {pending?.status === 'pending' ? (
        <Notice>
          {ApplicationTexts.pendingIncrease} Requested: <Money amount={pending.requestedLimit} />
        </Notice>
      ) : send.isSuccess ? (
        <Notice $tone="success" role="status">
          {CapitalTexts.lineIncreaseSent}
        </Notice>
      ) : (
        <Form onSubmit={submit} noValidate aria-label="Request a line increase">
          <TextField
            label="New credit line ($)"
            inputMode="numeric"
            value={limit}
            error={errors.limit ?? null}
            onChange={(e) => setLimit(e.target.value)}
            onBlur={() => setErrors((e) => ({ ...e, limit: checkRequestedLimit(limit, account) }))}
          />
          <TextField
            label="Reason (optional)"
            value={reason}
            error={errors.reason ?? null}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setErrors((e) => ({ ...e, reason: checkNote(reason) }))}
          />
          <Button
            type="submit"
            loading={send.isPending}
            disabledReason={limited ? 'Your dealership is not active: requests are not available.' : null}
          >
            Request increase
          </Button>
          {send.isError && (
            <Notice $tone="danger" role="alert">
              {messageOf(send.error)}
            </Notice>
          )}
        </Form>
      )}
    </SectionBox>
  )
}
