import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useCurrentInView } from '../../theme/useCurrentInView'
import { isCurrentTab } from './isCurrentTab'
import { MyAccountMenu } from './MyAccountMenu'
import { BackToMenu, Content, Count, Frame, Side, Tab, Tabs, Title, TitleRow } from './MyAccountPage.styles'
import { useMyAccountMenu } from './useMyAccountMenu'

export interface MyAccountTab {
  readonly label: string
  readonly to: string
  /** Shown beside the label once known. */
  readonly count?: number
}

export interface MyAccountPageProps {
  readonly title: string
  readonly tabs?: readonly MyAccountTab[]
  readonly children: ReactNode
}

/**
 * A page of the my-account area (shell §2.4): the area's menu beside the page on desktop; on mobile, where the
 * simplified header shows the page's title, a link back to the menu (/myacv/menu) instead. Tabs link between the lists of one page and carry
 * their counts.
 */
export const MyAccountPage = ({ title, tabs, children }: MyAccountPageProps) => {
  const sections = useMyAccountMenu()
  const location = useLocation()
  const currentTo = tabs?.find((tab) => isCurrentTab(tab.to, location))?.to
  // again once the counts are in: they widen the tabs
  const strip = useCurrentInView<HTMLElement>(
    currentTo && `${currentTo} ${tabs?.filter((tab) => tab.count !== undefined).length}`,
  )
  return (
    <Frame>
      <Side aria-label="My account">
        <MyAccountMenu sections={sections} />
      </Side>
      <Content>
        <TitleRow>
          <BackToMenu to="/myacv/menu" aria-label="Back to the my account menu">
            ‹ Menu
          </BackToMenu>
          <Title>{title}</Title>
        </TitleRow>
        {tabs !== undefined && tabs.length > 0 && (
          <Tabs ref={strip} aria-label={`${title} lists`}>
            {tabs.map((tab) => (
              <Tab key={tab.to} to={tab.to} aria-current={tab.to === currentTo ? 'page' : undefined}>
                {tab.label}
                {tab.count !== undefined && <Count aria-label={`${tab.count} ${tab.label}`}>{tab.count}</Count>}
              </Tab>
            ))}
          </Tabs>
        )}
        {children}
      </Content>
    </Frame>
  )
}
