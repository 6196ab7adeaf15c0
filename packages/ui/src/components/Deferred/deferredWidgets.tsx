import { lazy } from 'react'
import styled from 'styled-components'
import type { FooterProps } from '../Footer'
import type { UserMenuProps } from '../UserMenu'
import { Deferred } from './Deferred'

const LazyUserMenu = lazy(async () => ({ default: (await import('../UserMenu/UserMenu')).UserMenu }))
const LazyFooter = lazy(async () => ({ default: (await import('../Footer/Footer')).Footer }))

/** The space a header button takes (44px touch target) while its menu's code is on its way. */
export const WidgetSlot = styled.span<{ $width: number }>`
  display: inline-block;
  width: ${({ $width }) => $width}px;
  height: 44px;
  flex: none;
`

/** The user menu, loaded after the page's content (shell §2.1). */
export const DeferredUserMenu = (props: UserMenuProps) => (
  <Deferred placeholder={<WidgetSlot $width={44} aria-hidden />}>
    <LazyUserMenu {...props} />
  </Deferred>
)

/** The footer, below the fold: loaded after the page's content (shell §2.1). */
export const DeferredFooter = (props: FooterProps) => (
  <Deferred>
    <LazyFooter {...props} />
  </Deferred>
)
