import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { DealerRewardsButton } from '../../../containers/rewards/DealerRewardsButton'
import { useSession } from '../../../services/useSession'
import { RewardsScreen } from './RewardsScreen'

/**
 * /rewards against the sandbox: rewards@ (certified independent, loyalty and progress-card flags) is eligible and
 * not enrolled; seller@ (franchise) is denied. The header's rewards button is drawn above the page, as the shell
 * does, to show that joining changes it at once.
 */
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'rewards', auctions: 0, ...options },
})

const WithHeaderButton = ({ listingPath }: { readonly listingPath: string }) => {
  const session = useSession()
  return (
    <>
      <nav aria-label="Header">{session && <DealerRewardsButton user={session.user} flags={session.flags} />}</nav>
      <RewardsScreen listingPath={listingPath} />
    </>
  )
}

const meta = {
  title: 'Screens/RewardsScreen',
  component: RewardsScreen,
  args: { listingPath: '/marketplace' },
  parameters: { route: { path: '/rewards', at: '/rewards' } },
  render: (args) => <WithHeaderButton {...args} />,
} satisfies Meta<typeof RewardsScreen>
export default meta
type Story = StoryObj<typeof meta>

export const NotEnrolled: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Not enrolled yet. Join to start earning points.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Join the Dealer Rewards Program' })).toBeEnabled()
    await expect(await page.findByRole('link', { name: 'Rewards: Dealer Rewards Program' })).toBeVisible()
  },
}

export const JoinUpdatesTheHeaderButton: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Join the Dealer Rewards Program' }))
    await expect(await page.findByRole('link', { name: 'Rewards: 0 pts.' })).toBeVisible()
    await expect(page.getByText('Bronze')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '0')
    await expect(page.getByText('1,000 points to Silver')).toBeVisible()
    await expect(page.queryByRole('button', { name: 'Join the Dealer Rewards Program' })).toBeNull()
  },
}

export const JoinRefused: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/api/loyalty/v2/opt-in', status: 409, method: 'post' } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Join the Dealer Rewards Program' }))
    await expect(await page.findByRole('alert')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Join the Dealer Rewards Program' })).toBeEnabled()
    await expect(page.getByRole('link', { name: 'Rewards: Dealer Rewards Program' })).toBeVisible()
  },
}

export const WithoutTheLoyaltyFlag: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: Messages.rewardsDenied })
    // buyer@ is enrolled but has no loyalty flag: the route itself refuses (shell §6).
    await expect(dialog).toBeVisible()
  },
}

export const Denied: Story = {
  parameters: sandbox({ persona: 'seller' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: Messages.rewardsDenied })
    await expect(within(dialog).getByRole('link', { name: 'rewards@gavel.com' })).toHaveAttribute(
      'href',
      'mailto:rewards@gavel.com',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to auctions' }))
    await expect(await body.findByTestId('navigated')).toHaveTextContent('Navigated to /marketplace')
  },
}

export const LimitedUser: Story = {
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: Messages.rewardsDenied }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading your rewards')
  },
}

export const LoadFailed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/api/loyalty/eligibility/:id', status: 403 } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Mobile: Story = { ...NotEnrolled, globals: { viewport: { value: 'mobile1' } } }
