import { formatUsd, messageOf } from '@gavel/domain'
import { parseLimit, type TeamMember } from '@gavel/domain/areas/settings'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { Refused, Saved } from '../common/Page.styles'
import { useChangeMember } from './teamQueries'

const shown = (n: number | null) => (n === null ? '' : String(n))

export interface LimitsEditorProps {
  readonly dealerId: number
  readonly member: TeamMember
}

/** A member's team buying limits (ADR 0025): blank means no limit; bids above them go to an admin. */
export const LimitsEditor = ({ dealerId, member }: LimitsEditorProps) => {
  const change = useChangeMember(dealerId)
  const [maxBid, setMaxBid] = useState(shown(member.limits.maxBid))
  const [daily, setDaily] = useState(shown(member.limits.dailySpend))
  const [errors, setErrors] = useState<{ maxBid?: string; daily?: string }>({})
  const check = (field: 'maxBid' | 'daily', value: string) => {
    const parsed = parseLimit(value)
    setErrors((e) => ({ ...e, [field]: parsed.ok ? undefined : parsed.error }))
    return parsed
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (change.isPending) return
    const a = check('maxBid', maxBid)
    const b = check('daily', daily)
    if (!a.ok || !b.ok) return
    change.mutate({ userId: member.userId, limits: { maxBid: a.value, dailySpend: b.value } as TeamMember['limits'] })
  }
  const summary =
    member.limits.maxBid === null && member.limits.dailySpend === null
      ? 'No limits'
      : [
          member.limits.maxBid === null ? null : `${formatUsd(member.limits.maxBid)} a bid`,
          member.limits.dailySpend === null ? null : `${formatUsd(member.limits.dailySpend)} a day`,
        ]
          .filter(Boolean)
          .join(', ')
  return (
    <form onSubmit={submit} noValidate aria-label={`Buying limits of ${member.name}`}>
      <p>
        <strong>Limits:</strong> {summary}
      </p>
      <TextField
        label="Largest single bid (USD)"
        inputMode="numeric"
        value={maxBid}
        placeholder="No limit"
        error={errors.maxBid ?? null}
        onChange={(e) => {
          setMaxBid(e.target.value)
          setErrors((x) => ({ ...x, maxBid: undefined }))
        }}
        onBlur={() => check('maxBid', maxBid)}
      />
      <TextField
        label="Daily spend (USD)"
        inputMode="numeric"
        value={daily}
        placeholder="No limit"
        error={errors.daily ?? null}
        onChange={(e) => {
          setDaily(e.target.value)
          setErrors((x) => ({ ...x, daily: undefined }))
        }}
        onBlur={() => check('daily', daily)}
      />
      <Button type="submit" size="sm" variant="secondary" loading={change.isPending}>
        Save limits
      </Button>
      <div role="status">{change.isSuccess && <Saved>Limits saved.</Saved>}</div>
      {change.isError && <Refused role="alert">{messageOf(change.error)}</Refused>}
    </form>
  )
}
