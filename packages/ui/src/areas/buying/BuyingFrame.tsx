import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Heading, Page, TabBar } from './BuyingFrame.styles'

export interface BuyingTab {
  readonly label: string
  readonly to: string
  readonly count?: number
}

export interface BuyingFrameProps {
  readonly title: string
  readonly tabs?: readonly BuyingTab[]
  readonly children: ReactNode
}

/**
 * The page of a buying screen: its title and tabs with counts. Stands in for the my-account frame
 * (`MyAccountPage` of `@gavel/ui/areas/myAccount`, same props) until that lands on main.
 */
export const BuyingFrame = ({ title, tabs, children }: BuyingFrameProps) => {
  const location = useLocation()
  return (
    <Page>
      <Heading>{title}</Heading>
      {tabs && tabs.length > 0 && (
        <TabBar aria-label={`${title} lists`}>
          {tabs.map((t) => (
            <Link key={t.to} to={t.to} aria-current={isCurrent(t.to, location) ? 'page' : undefined}>
              {t.label}
              {t.count !== undefined && ` (${t.count})`}
            </Link>
          ))}
        </TabBar>
      )}
      {children}
    </Page>
  )
}

/** A tab is current when its path and its `list` query match the location's (page and sort do not count). */
export const isCurrent = (to: string, location: { pathname: string; search: string }): boolean => {
  const target = new URL(to, 'http://x')
  return (
    target.pathname === location.pathname &&
    target.searchParams.get('list') === new URLSearchParams(location.search).get('list')
  )
}
