import { FILTERS_PANEL_QUERY, type User } from '@gavel/domain'
import { Link, useLocation } from 'react-router'
import styled from 'styled-components'
import { DeferredUserMenu } from '../Deferred'
import { BackButton } from '../headers/BackButton'
import { EnvironmentBanner } from '../headers/EnvironmentBanner'
import { Bar, HeaderTitle, Spacer } from '../headers/headers.styles'

const FilterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.infoSoft};
  }
`

export interface MobileTopBarProps {
  readonly environment: string
  /** The bar's title (domain `mobileTopBarTitle`: Live Auctions, Search & Filter, Events Directory, …). */
  readonly title: string | null
  readonly showBackButton?: boolean
  readonly showFilterIcon?: boolean
  readonly user?: User | null
  readonly routeId?: string
  readonly onTutorials?: () => void
}

/** The query with the filter flyout toggled (domain FILTERS_PANEL_QUERY). */
const toggledFilters = (search: string): { search: string; open: boolean } => {
  const params = new URLSearchParams(search)
  const open = params.get(FILTERS_PANEL_QUERY.key) === FILTERS_PANEL_QUERY.value
  if (open) params.delete(FILTERS_PANEL_QUERY.key)
  else params.set(FILTERS_PANEL_QUERY.key, FILTERS_PANEL_QUERY.value)
  const next = params.toString()
  return { search: next === '' ? '' : `?${next}`, open }
}

/**
 * The mobile top bar (shell §2.1, marketplace §2): a back button where the route has one, the title by route and
 * query, the filter icon where the route has one (it opens and closes the search-and-filter flyout), and the
 * user menu.
 */
export const MobileTopBar = ({
  environment,
  title,
  showBackButton = false,
  showFilterIcon = false,
  user = null,
  routeId,
  onTutorials,
}: MobileTopBarProps) => {
  const location = useLocation()
  const filters = toggledFilters(location.search)
  return (
    <header data-header="mobileTopBar">
      <EnvironmentBanner environment={environment} />
      <Bar>
        {showBackButton && <BackButton />}
        {title !== null && <HeaderTitle>{title}</HeaderTitle>}
        <Spacer />
        {showFilterIcon && (
          <FilterLink
            to={{ pathname: location.pathname, search: filters.search }}
            aria-label="Filters"
            aria-pressed={filters.open}
            role="button"
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </FilterLink>
        )}
        {user && <DeferredUserMenu user={user} routeId={routeId} onTutorials={onTutorials} />}
      </Bar>
    </header>
  )
}
