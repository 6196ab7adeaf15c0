import { isLimited } from '@gavel/domain'
import { NavLink, Route, Routes } from 'react-router'
import { useSession } from '../../../services/useSession'
import { JobsScreen } from '../JobsScreen/JobsScreen'
import { OrderScreen } from '../OrderScreen/OrderScreen'
import { Heading, Page, Tabs } from '../transport.styles'

/**
 * /transportation-hub (marketplace §4, §7 Transport; a remote module, ADR 0028): the jobs list with each job's gate
 * pass, and /transportation-hub/order, the order flow. Limited users see both with every action disabled.
 */
export const TransportHubScreen = () => {
  const session = useSession()
  if (session === null) return null
  const limited = isLimited(session.user)
  return (
    <Page>
      <Heading>Transport</Heading>
      <Tabs aria-label="Transport">
        <NavLink to="/transportation-hub" end>
          Jobs
        </NavLink>
        <NavLink to="/transportation-hub/order">Order transport</NavLink>
      </Tabs>
      <Routes>
        <Route index element={<JobsScreen limited={limited} />} />
        <Route path="order" element={<OrderScreen user={session.user} limited={limited} />} />
        <Route path="*" element={<JobsScreen limited={limited} />} />
      </Routes>
    </Page>
  )
}
