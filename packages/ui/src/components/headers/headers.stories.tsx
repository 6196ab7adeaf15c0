import { aUser } from '@gavel/domain/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AuthenticationHeader } from './AuthenticationHeader'
import { RegistrationHeader } from './RegistrationHeader'
import { SimplifiedHeader } from './SimplifiedHeader'

/** The headers chosen by route meta besides the default one (shell §2.1), each at desktop and mobile widths. */
const meta = {
  title: 'Shell/Headers',
  component: SimplifiedHeader,
  args: {
    brand: 'Gavel',
    environment: 'sandbox',
    user: aUser().showcase().build(),
    title: 'Active Buying',
    showBackButton: true,
  },
  parameters: { route: { path: '/myacv/*', at: '/myacv/active/buying' } },
} satisfies Meta<typeof SimplifiedHeader>
export default meta
type Story = StoryObj<typeof meta>
const mobile = { globals: { viewport: { value: 'mobile1' } } }

export const Simplified: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await expect(header.getByRole('link', { name: 'Gavel home' })).toHaveAttribute('href', '/myacv')
    await expect(await header.findByRole('button', { name: /Dana Whitfield/ })).toBeInTheDocument()
    await expect(header.queryByRole('button', { name: 'Back' })).toBeNull()
    await expect(header.queryByRole('navigation')).toBeNull()
  },
}

export const SimplifiedMobileSubpage: Story = {
  ...mobile,
  args: { mobile: true },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await expect(header.getByText('Active Buying')).toBeVisible()
    await expect(header.queryByRole('link', { name: 'Gavel home' })).toBeNull()
    await userEvent.click(header.getByRole('button', { name: 'Back' }))
    await expect(await header.findByTestId('navigated')).toHaveTextContent('Navigated to /auctions/active')
  },
}

export const TitleHub: Story = {
  args: { titleHub: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Gavel Title Hub home' })).toHaveTextContent(
      'Title Hub',
    )
  },
}

export const TitleHubMobile: Story = { ...mobile, args: { titleHub: true, mobile: true, title: 'Digital Clerk' } }

export const Authentication: Story = {
  render: () => <AuthenticationHeader brand="Gavel" environment="sandbox" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Gavel home' })).toHaveAttribute(
      'href',
      'https://www.gavel.example',
    )
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const AuthenticationMobile: Story = { ...mobile, render: Authentication.render }

export const RegistrationWithButtons: Story = {
  render: () => <RegistrationHeader brand="Gavel" environment="production" showButtons />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login')
    await expect(within(canvasElement).queryByRole('note')).toBeNull()
  },
}

export const RegistrationWithoutButtons: Story = {
  render: () => <RegistrationHeader brand="Gavel" environment="production" showButtons={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'LOG IN' })).toBeNull()
  },
}

export const RegistrationMobile: Story = { ...mobile, render: RegistrationWithButtons.render }
