import { lazy } from 'react'
import styled from 'styled-components'
import type { FooterProps } from '../Footer'
import type { DealerRewardsButtonProps } from '../RewardsButton/DealerRewardsButton'
import type { UserMenuProps } from '../UserMenu'
import { Deferred } from './Deferred'

const LazyNotificationsMenu = lazy(async () => ({
  default: (await import('../NotificationsMenu/NotificationsMenu')).NotificationsMenu,
}))
const LazyUserMenu = lazy(async () => ({ default: (await import('../UserMenu/UserMenu')).UserMenu }))
const LazyRewardsButton = lazy(async () => ({
  default: (await import('../RewardsButton/DealerRewardsButton')).DealerRewardsButton,
}))
const LazyFooter = lazy(async () => ({ default: (await import('../Footer/Footer')).Footer }))

/** The space a header button takes (44px touch target) while its menu's code is on its way. */
const Slot = styled.span<{ $width: number }>`
  display: inline-block;
  width: ${({ $width }) => $width}px;
  height: 44px;
  flex: none;
`

/** The notifications bell and menu, loaded after the page's content (shell §2.1, §4.4). */
export const DeferredNotificationsMenu = () => (
  <Deferred placeholder={<Slot $width={44} aria-hidden />}>
    <LazyNotificationsMenu />
  </Deferred>
)

/** The user menu, loaded after the page's content (shell §2.1). */
export const DeferredUserMenu = (props: UserMenuProps) => (
  <Deferred placeholder={<Slot $width={44} aria-hidden />}>
    <LazyUserMenu {...props} />
  </Deferred>
)

/** The rewards button, loaded after the page's content (shell §2.1, marketplace §6). */
export const DeferredRewardsButton = (props: DealerRewardsButtonProps) => (
  <Deferred>
    <LazyRewardsButton {...props} />
  </Deferred>
)

/** The footer, below the fold: loaded after the page's content (shell §2.1). */
export const DeferredFooter = (props: FooterProps) => (
  <Deferred>
    <LazyFooter {...props} />
  </Deferred>
)
