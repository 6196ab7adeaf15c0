import { messageOf } from '@gavel/domain'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useSession } from '../../../services/useSession'
import { DealerPicker, useAdminDealership } from '../common/DealerPicker'
import { Heading, Muted, Section } from '../common/Page.styles'
import { ApprovalsPanel } from './ApprovalsPanel'
import { InviteForm } from './InviteForm'
import { MemberItem } from './MemberItem'
import { Members } from './Team.styles'
import { useTeam } from './teamQueries'

/**
 * /settings/dashboard, manage users (admins only, shell §2.3, §4.1; ADR 0025): bid approvals first, then the
 * team with roles and buying limits, then an invitation.
 */
export const ManageUsersScreen = () => {
  const session = useSession()
  const { dealership } = useAdminDealership(session)
  const team = useTeam(dealership?.id ?? 0)
  if (!session || !dealership) return null
  return (
    <>
      <Heading>Manage users</Heading>
      <DealerPicker session={session} />
      <ApprovalsPanel dealerId={dealership.id} />
      <Section aria-labelledby="team-heading">
        <h2 id="team-heading">Team of {dealership.name}</h2>
        <Muted>
          Limits are optional. A bid above one is not refused: it waits here for an admin to approve or decline.
        </Muted>
        {team.isPending ? (
          <Spinner label="Loading the team" />
        ) : team.isError ? (
          <ErrorState message={messageOf(team.error)} onRetry={() => void team.refetch()} retrying={team.isFetching} />
        ) : team.data.length === 0 ? (
          <Muted>You don't currently have any users. When you do, they'll appear here.</Muted>
        ) : (
          <Members aria-label="Team">
            {team.data.map((m) => (
              <MemberItem key={m.userId} dealerId={dealership.id} member={m} viewer={session.user} />
            ))}
          </Members>
        )}
      </Section>
      <InviteForm dealerId={dealership.id} />
    </>
  )
}
