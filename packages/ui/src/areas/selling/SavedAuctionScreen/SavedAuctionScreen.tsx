import { isLimited, Messages, runNumber, savedAuctionActionText, savedAuctionDealershipName } from '@gavel/domain'
import { type LaunchedAuction, launchableLanes, vehicleTitle } from '@gavel/domain/areas/selling'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useSession } from '../../../services/useSession'
import { RunChangesSection } from '../RunChanges/RunChangesSection'
import { SellingPage } from '../shared/SellingPage'
import { useLaunchOptions } from '../shared/sellingQueries'
import { LaunchForm } from './LaunchForm'
import { Below, Card, FactList, Layout, Notice } from './SavedAuctionScreen.styles'

const idOf = (raw: string | undefined): number => (raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 0)

/**
 * /saved/{id} (marketplace §7 launch/v1/{id}/details): the saved vehicle, and its launch form when it may go to
 * auction; its action text otherwise. A failed load says 'Failed to get the saved auction' with a retry.
 */
export const SavedAuctionScreen = () => {
  const id = idOf(useParams().savedAuctionId)
  const session = useSession()
  const details = useLaunchOptions(id)
  const [launched, setLaunched] = useState<LaunchedAuction | null>(null)
  if (details.isPending)
    return (
      <SellingPage title="Saved Auction">
        <Spinner label="Loading the saved auction" />
      </SellingPage>
    )
  if (details.isError || !session)
    return (
      <SellingPage title="Saved Auction">
        <ErrorState
          message={Messages.savedAuctionFailed}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      </SellingPage>
    )
  const options = details.data
  const saved = options.savedAuction
  const limited = isLimited(session.user)
  const lanes = launchableLanes(options, session.user, session.flags)
  return (
    <SellingPage title={vehicleTitle(saved)}>
      <Layout>
        <Card aria-labelledby="saved-vehicle">
          <h2 id="saved-vehicle">Vehicle</h2>
          <FactList>
            <dt>VIN</dt>
            <dd>{saved.vin}</dd>
            <dt>Dealership</dt>
            <dd>{savedAuctionDealershipName(saved.dealershipName)}</dd>
            <dt>Odometer</dt>
            <dd>{saved.odometer === null ? 'Missing' : `${saved.odometer.toLocaleString('en-US')} mi`}</dd>
            <dt>Transmission</dt>
            <dd>{saved.transmission ?? 'Missing'}</dd>
            <dt>Drivetrain</dt>
            <dd>{saved.drivetrain ?? '—'}</dd>
            <dt>Run</dt>
            <dd>{`#${runNumber(saved.launchCount)}`}</dd>
            <dt>Status</dt>
            <dd>{savedAuctionActionText(saved.status)}</dd>
            {saved.previousReserve !== null && (
              <>
                <dt>Previous reserve</dt>
                <dd>{`$${saved.previousReserve.toLocaleString('en-US')}`}</dd>
              </>
            )}
          </FactList>
          {saved.liveAppraisalDescription !== null && <p>{saved.liveAppraisalDescription}</p>}
          {saved.forceRedLight &&
            saved.redLightMessages.map((m) => (
              <Notice key={m} $tone="danger">
                {m}
              </Notice>
            ))}
        </Card>
        <Card aria-labelledby="saved-launch">
          <h2 id="saved-launch">{saved.launchCount > 0 ? 'Relaunch' : 'Send to auction'}</h2>
          {launched !== null ? (
            <Notice $tone="success" role="status">
              {launched.auctionStatus === 'active' ? 'Auction Launched! ' : 'Auction scheduled. '}
              <Link to={`/auction/${launched.auctionId}`}>View the auction</Link>
            </Notice>
          ) : options.canLaunch ? (
            <LaunchForm
              options={options}
              lanes={lanes}
              user={session.user}
              limited={limited}
              onLaunched={setLaunched}
            />
          ) : (
            <Notice $tone="info">
              {`${savedAuctionActionText(saved.status)}: this vehicle cannot go to auction now.`}
              {saved.auctionId !== null && (
                <>
                  {' '}
                  <Link to={`/auction/${saved.auctionId}`}>View its last auction</Link>
                </>
              )}
            </Notice>
          )}
        </Card>
      </Layout>
      {saved.auctionId !== null && (
        <Below>
          <RunChangesSection auctionId={saved.auctionId} />
        </Below>
      )}
    </SellingPage>
  )
}
