import styled from 'styled-components'
import { MyAccountMenu } from './MyAccountMenu'
import { useMyAccountMenu } from './useMyAccountMenu'

const Page = styled.nav`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
`

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

/** /myacv/menu: the my-account menu as a page of its own, where mobile users choose a page (shell §2.4). */
export const MyAccountMenuScreen = () => (
  <Page aria-label="My account">
    <Heading>Menu</Heading>
    <MyAccountMenu sections={useMyAccountMenu()} />
  </Page>
)
