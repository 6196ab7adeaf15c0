import { messageOf, type User } from '@gavel/domain'
import { type TeamMember, type TeamRole, teamChangeBlock } from '@gavel/domain/areas/settings'
import { useState } from 'react'
import { Button } from '../../../primitives/Button'
import { Refused } from '../common/Page.styles'
import { LimitsEditor } from './LimitsEditor'
import { Inline, MemberRow, Who } from './Team.styles'
import { useChangeMember, useRemoveMember } from './teamQueries'

export interface MemberItemProps {
  readonly dealerId: number
  readonly member: TeamMember
  readonly viewer: User
}

/** One person on the team: who they are, their role and removal (primary-contact restriction), their limits. */
export const MemberItem = ({ dealerId, member, viewer }: MemberItemProps) => {
  const change = useChangeMember(dealerId)
  const remove = useRemoveMember(dealerId)
  const [confirming, setConfirming] = useState(false)
  const blocked = teamChangeBlock(viewer, dealerId, member)
  return (
    <MemberRow aria-label={member.name}>
      <Who>
        <strong>{member.name}</strong>
        <span>{member.email}</span>
        <span>
          {member.isPrimaryContact ? 'Primary contact' : member.role === 'admin' ? 'Admin' : 'Buyer'}
          {member.invited ? ' · Invited' : ''}
        </span>
      </Who>
      <div>
        <Inline>
          <label>
            Role{' '}
            <select
              value={member.role}
              disabled={blocked !== null || change.isPending}
              title={blocked ?? undefined}
              onChange={(e) => change.mutate({ userId: member.userId, role: e.target.value as TeamRole })}
            >
              <option value="rep">Buyer</option>
              <option value="admin">Admin</option>
            </select>
          </label>
          <Button
            size="sm"
            variant="secondary"
            disabledReason={blocked}
            loading={remove.isPending}
            onClick={() => (confirming ? remove.mutate(member.userId) : setConfirming(true))}
          >
            {confirming ? `Confirm: remove ${member.name}` : member.invited ? 'Withdraw invitation' : 'Remove'}
          </Button>
        </Inline>
        {(change.isError || remove.isError) && (
          <Refused role="alert">{messageOf(change.error ?? remove.error)}</Refused>
        )}
      </div>
      <LimitsEditor dealerId={dealerId} member={member} />
    </MemberRow>
  )
}
