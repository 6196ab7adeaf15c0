import {
  AUCTION_ACCESS_BANNER,
  AuctionAccessIssues,
  BannerDismissals,
  EULA_REVIEW_BANNER,
  FlagSlugs,
  isFlagOn,
  LaneAgreements,
  showsEulaBanner,
  TermsOfService,
  visibleAnnouncements,
} from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type AnnouncementItem, Announcements } from '../../components/Announcements/Announcements'
import { AuctionAccessBanner } from '../../components/AuctionAccessBanner'
import { EulaBanner } from '../../components/EulaBanner'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'
import { useCurrentRoute } from '../../services/useCurrentRoute'
import { useSession } from '../../services/useSession'
import { useIsMobile } from '../../theme/useIsMobile'

const LISTING_ROUTES = new Set(['marketplace', 'search'])
/** The account's issues change rarely: read again after 20 minutes. */
const AUCTION_ACCESS_STALE_MS = 20 * 60_000

/**
 * The shell's announcements for the signed-in user (shell §4.6, marketplace §2, §5). The EULA banner shows by the
 * rule of marketplace §5 (flag requireEulaAcceptanceForLanes, Marketplace or Search, a lane not accepted, not
 * dismissed): on desktop as itself, on mobile as the eula-review-banner slide of the carousel. The auction-access
 * banner (priority 0) shows the signed-in user's auction-access issues (GET api/auctionaccess/account, docs/adr/0026)
 * first, on desktop and in the mobile carousel.
 */
export const ShellAnnouncements = () => {
  const session = useSession()
  const routeId = useCurrentRoute()?.route.id ?? ''
  const mobile = useIsMobile()
  const dismissals = useService(BannerDismissals)
  const laneAgreements = useService(LaneAgreements)
  const auctionAccess = useService(AuctionAccessIssues)
  const terms = useService(TermsOfService)
  const [, setDismissedNow] = useState(0)
  const userId = session?.user.id ?? null
  const asks = session !== null && isFlagOn(session.flags, FlagSlugs.requireEulaForLanes) && LISTING_ROUTES.has(routeId)
  const lanes = useQuery({
    queryKey: queryKeys.laneAgreements(userId),
    queryFn: () => laneAgreements.lanes(),
    enabled: asks,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const access = useQuery({
    queryKey: queryKeys.auctionAccessAccount(userId),
    queryFn: () => auctionAccess.account(),
    enabled: userId !== null,
    staleTime: AUCTION_ACCESS_STALE_MS,
  })
  const issues = access.data?.issues ?? []
  const dismissed = userId !== null && dismissals.isDismissed(userId, EULA_REVIEW_BANNER.key)
  const shows =
    session !== null &&
    showsEulaBanner({ flags: session.flags, routeId, lanes: lanes.data ?? [], dismissed }) &&
    lanes.data !== undefined
  const check = useQuery({ queryKey: queryKeys.termsCheck(userId), queryFn: () => terms.check(), enabled: shows })
  if (userId === null) return null
  const accessBanner = issues.length > 0 ? <AuctionAccessBanner issues={issues} /> : null
  if (!shows) {
    if (accessBanner === null) return null
    return mobile ? (
      <Announcements items={[{ ...AUCTION_ACCESS_BANNER, content: accessBanner }]} device="mobile" />
    ) : (
      accessBanner
    )
  }
  const banner = (
    <EulaBanner
      lanes={(lanes.data ?? []).filter((l) => !l.eulaAccepted)}
      termsUrl={check.data ? terms.pdfUrl(check.data.eula.id) : null}
      onDismiss={() => {
        dismissals.dismiss(userId, EULA_REVIEW_BANNER.key)
        setDismissedNow((n) => n + 1)
      }}
    />
  )
  const items: AnnouncementItem[] = [
    ...(accessBanner ? [{ ...AUCTION_ACCESS_BANNER, content: accessBanner }] : []),
    { ...EULA_REVIEW_BANNER, content: banner },
  ]
  if (!mobile) {
    const order = visibleAnnouncements(items, 'mobile').map((a) => a.key)
    return (
      <>
        {order.map((key) => (
          <div key={key}>{items.find((i) => i.key === key)?.content}</div>
        ))}
      </>
    )
  }
  return <Announcements items={items} device="mobile" />
}
