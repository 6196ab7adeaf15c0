import {
  BannerDismissals,
  EULA_REVIEW_BANNER,
  FlagSlugs,
  isFlagOn,
  LaneAgreements,
  showsEulaBanner,
  TermsOfService,
} from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useIsMobile } from '../../screens/AppShell/useIsMobile'
import { useService } from '../../services/ServicesProvider'
import { useCurrentRoute } from '../../services/useCurrentRoute'
import { useSession } from '../../services/useSession'
import { EulaBanner } from '../EulaBanner'
import { type AnnouncementItem, Announcements } from './Announcements'

const LISTING_ROUTES = new Set(['marketplace', 'search'])

/**
 * The shell's announcements for the signed-in user (shell §4.6, marketplace §2, §5). The EULA banner shows by the
 * rule of marketplace §5 (flag requireEulaAcceptanceForLanes, Marketplace or Search, a lane not accepted, not
 * dismissed): on desktop as itself, on mobile as the eula-review-banner slide of the carousel. The auction-access
 * banner (priority 0) joins when the auction-access account's issues reach the app; no gateway carries them yet.
 */
export const ShellAnnouncements = () => {
  const session = useSession()
  const routeId = useCurrentRoute()?.route.id ?? ''
  const mobile = useIsMobile()
  const dismissals = useService(BannerDismissals)
  const laneAgreements = useService(LaneAgreements)
  const terms = useService(TermsOfService)
  const [, setDismissedNow] = useState(0)
  const userId = session?.user.id ?? null
  const asks = session !== null && isFlagOn(session.flags, FlagSlugs.requireEulaForLanes) && LISTING_ROUTES.has(routeId)
  const lanes = useQuery({
    queryKey: ['lane-agreements', userId],
    queryFn: () => laneAgreements.lanes(),
    enabled: asks,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const dismissed = userId !== null && dismissals.isDismissed(userId, EULA_REVIEW_BANNER.key)
  const shows =
    session !== null &&
    showsEulaBanner({ flags: session.flags, routeId, lanes: lanes.data ?? [], dismissed }) &&
    lanes.data !== undefined
  const check = useQuery({ queryKey: ['terms-check', userId], queryFn: () => terms.check(), enabled: shows })
  if (!shows || userId === null) return null
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
  if (!mobile) return banner
  const items: AnnouncementItem[] = [{ ...EULA_REVIEW_BANNER, content: banner }]
  return <Announcements items={items} device="mobile" />
}
