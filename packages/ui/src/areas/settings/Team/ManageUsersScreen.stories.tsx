import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { type SandboxParameters, sandboxOf, teamBidAwaitsApproval } from '../../../../../../.storybook/sandbox'
import { NotificationsMenuContainer } from '../../../containers/notifications'
import { SettingsDashboardPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'admin', ...options },
})

const meta = {
  title: 'Screens/Settings/ManageUsers',
  component: SettingsDashboardPage,
  parameters: { route: { path: '/settings/dashboard', at: '/settings/dashboard' } },
} satisfies Meta<typeof SettingsDashboardPage>
export default meta
type Story = StoryObj<typeof meta>

const member = async (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('listitem', { name }, { timeout: 10_000 })

/** Summit Motors' team; no bid waits for approval yet. */
export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const taylor = await member(canvasElement, 'Taylor Tran')
    await expect(taylor).toHaveTextContent('No limits')
    await expect(
      await page.findByText("You don't currently have any bid approvals. When you do, they'll appear here."),
    ).toBeVisible()
  },
}

/** The primary contact (admin@ themself) can be neither demoted nor removed, and the page says why. */
export const PrimaryContactRestriction: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const me = await member(canvasElement, 'Alex Alvarez')
    await expect(within(me).getByRole('combobox')).toBeDisabled()
    await expect(
      within(me).getByText("The primary contact's role can't be changed and they can't be removed."),
    ).toBeInTheDocument()
  },
}

export const SetsLimits: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const taylor = within(await member(canvasElement, 'Taylor Tran'))
    await userEvent.type(taylor.getByLabelText('Largest single bid (USD)'), '$10,000')
    await userEvent.type(taylor.getByLabelText('Daily spend (USD)'), '12.5')
    await userEvent.click(taylor.getByRole('button', { name: 'Save limits' }))
    await expect(taylor.getByText('Enter whole dollars, like 10000, or leave it blank for no limit.')).toBeVisible()
    await userEvent.clear(taylor.getByLabelText('Daily spend (USD)'))
    await userEvent.type(taylor.getByLabelText('Daily spend (USD)'), '50000')
    await userEvent.click(taylor.getByRole('button', { name: 'Save limits' }))
    await expect(await taylor.findByText('$10,000 a bid, $50,000 a day')).toBeVisible()
  },
}

/** team@'s bid above its limit waits here; Approve places it once and shows the receipt. */
export const ApprovesABid: Story = {
  parameters: sandbox(),
  play: async (context) => {
    const amount = teamBidAwaitsApproval(sandboxOf(context))
    const page = within(context.canvasElement)
    const list = await page.findByRole('list', { name: 'Bid approval requests' }, { timeout: 20_000 })
    const request = within(list).getAllByRole('listitem')[0] as HTMLElement
    await expect(request).toHaveTextContent(`$${amount.toLocaleString('en-US')}`)
    await expect(request).toHaveTextContent('Waiting for an admin')
    await userEvent.click(within(request).getByRole('button', { name: 'Approve' }))
    await expect(await within(list).findByText('Approved, bid placed')).toBeVisible()
    await expect(within(list).getByText(/^Approved by Alex Alvarez: Taylor Tran's bid/)).toBeVisible()
  },
}

/** The header's notification menu above the page, as the app shows them together. */
const withTheBell: NonNullable<Story['decorators']> = [
  (Story) => (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <NotificationsMenuContainer />
      </div>
      {Story()}
    </>
  ),
]

const openTheBell = async (canvas: HTMLElement) => {
  await userEvent.click(await within(canvas).findByRole('button', { name: /^Notifications/ }))
  return within(within(canvas).getByRole('menu', { name: 'Notifications' }))
}

/**
 * team@'s bid waits when the page opens; the admin answers from the header's notification menu (ADR 0044) and the
 * page's list shows the receipt at once, not at its next 15 s poll: both read the shared bid-approvals key.
 */
export const AnsweredFromTheNotification: Story = {
  parameters: sandbox(),
  beforeEach: (context) => {
    teamBidAwaitsApproval(sandboxOf(context))
  },
  decorators: withTheBell,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Bid approval requests' }, { timeout: 10_000 })
    await expect(await within(list).findByText('Waiting for an admin')).toBeVisible()
    const menu = await openTheBell(canvasElement)
    await userEvent.click(await menu.findByRole('menuitem', { name: /^Approve Taylor/ }))
    await expect(await menu.findByText('Approved: bid placed')).toBeVisible()
    await expect(await within(list).findByText('Approved, bid placed', {}, { timeout: 5_000 })).toBeVisible()
    await expect(within(list).queryByText('Waiting for an admin')).toBeNull()
  },
}

/** The other way round: answered on the page, the notification shows the receipt instead of its buttons. */
export const AnsweredOnThePage: Story = {
  parameters: sandbox(),
  beforeEach: (context) => {
    teamBidAwaitsApproval(sandboxOf(context))
  },
  decorators: withTheBell,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Bid approval requests' }, { timeout: 10_000 })
    await within(list).findByText('Waiting for an admin')
    await (await openTheBell(canvasElement)).findByRole('menuitem', { name: /^Approve Taylor/ })
    await userEvent.keyboard('{Escape}')
    await userEvent.click(within(list).getByRole('button', { name: 'Approve' }))
    await expect(await within(list).findByText('Approved, bid placed')).toBeVisible()
    const menu = await openTheBell(canvasElement)
    await expect(await menu.findByText('Approved: bid placed', {}, { timeout: 5_000 })).toBeVisible()
    await expect(menu.queryByRole('menuitem', { name: /^Approve Taylor/ })).toBeNull()
  },
}

export const Invites: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const form = within(page.getByRole('form', { name: 'Invite someone' }))
    await userEvent.type(form.getByLabelText('E-mail'), 'not-an-email')
    await userEvent.tab()
    await expect(form.getByText('Enter an e-mail address, like name@dealership.com.')).toBeVisible()
    await userEvent.clear(form.getByLabelText('E-mail'))
    await userEvent.type(form.getByLabelText('E-mail'), 'casey.new@summit.test')
    await userEvent.type(form.getByLabelText('First name'), 'Casey')
    await userEvent.type(form.getByLabelText('Last name'), 'New')
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }))
    await expect(await form.findByText('Invitation sent to casey.new@summit.test.')).toBeVisible()
    await expect(await member(canvasElement, 'Casey New')).toHaveTextContent('Invited')
  },
}

export const LoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/organization/:id/users', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the team')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await member(canvasElement, 'Taylor Tran')).toBeVisible()
  },
}
