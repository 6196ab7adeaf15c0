import { lazy } from 'react'
import { Deferred, WidgetSlot } from '../../components/Deferred'
import type { DealerRewardsButtonProps } from '../rewards/DealerRewardsButton'

const LazyNotificationsMenu = lazy(async () => ({
  default: (await import('../notifications/NotificationsMenuContainer')).NotificationsMenuContainer,
}))
const LazyRewardsButton = lazy(async () => ({
  default: (await import('../rewards/DealerRewardsButton')).DealerRewardsButton,
}))

/** The notifications bell and menu, loaded after the page's content (shell §2.1, §4.4). */
export const DeferredNotificationsMenu = () => (
  <Deferred placeholder={<WidgetSlot $width={44} aria-hidden />}>
    <LazyNotificationsMenu />
  </Deferred>
)

/** The rewards button, loaded after the page's content (shell §2.1, marketplace §6). */
export const DeferredRewardsButton = (props: DealerRewardsButtonProps) => (
  <Deferred>
    <LazyRewardsButton {...props} />
  </Deferred>
)
