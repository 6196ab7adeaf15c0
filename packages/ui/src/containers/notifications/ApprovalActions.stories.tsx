import { ActionRejected, type ApprovalAnswers, type Notification, type NotificationApproval } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fakeNotifications, someNotifications } from '../../../../../.storybook/fakes'
import { NotificationsMenuContainer as NotificationsMenu } from './NotificationsMenuContainer'

const pending: NotificationApproval = { requestId: 700_001, organizationId: 103, status: 'pending', outcome: null }
const PLACED = "Approved by Alex Alvarez: Taylor Tran's bid of $5,100 on the 2019 Ford F-150 was placed."
const DECLINED = "Declined by Alex Alvarez: Taylor Tran's bid of $5,100 on the 2019 Ford F-150 was not placed."

const asking = (approval: NotificationApproval): Notification => ({
  id: 8_000,
  title: 'Bid approval requested',
  body: 'Taylor Tran asks to bid $5,100 on the 2019 Ford F-150, above the $5,099 single-bid limit. Approve or decline it here or in Settings, Manage users.',
  createdAt: Date.now() - 60_000,
  read: false,
  auctionId: 880_100,
  thumbnail: null,
  approval,
})

/** The menu with one approval notification first; `answer` is the fake ApprovalAnswers, its calls recorded. */
const withApproval = (approval: NotificationApproval, answer: ApprovalAnswers['answer']) => {
  const calls: string[] = []
  return {
    calls,
    parameters: {
      services: () => ({
        notifications: fakeNotifications({ unseen: 1, list: [asking(approval), ...someNotifications(3)] }),
        approvalAnswers: {
          answer: (a: NotificationApproval, decision: 'approve' | 'decline') => {
            calls.push(`${decision} ${a.requestId}`)
            return answer(a, decision)
          },
        } satisfies ApprovalAnswers,
      }),
    },
  }
}

const meta = {
  title: 'Auction/NotificationsMenu/Approvals',
  component: NotificationsMenu,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>{Story()}</div>],
  parameters: { route: { path: '/marketplace', at: '/marketplace' } },
} satisfies Meta<typeof NotificationsMenu>
export default meta
type Story = StoryObj<typeof meta>

const openMenu = async (root: HTMLElement) => {
  await userEvent.click(await within(root).findByRole('button', { name: /^Notifications/ }))
  return within(within(root).getByRole('menu', { name: 'Notifications' }))
}
const approveButton = (menu: ReturnType<typeof within>) => menu.findByRole('menuitem', { name: /^Approve Taylor/ })
const declineButton = (menu: ReturnType<typeof within>) => menu.findByRole('menuitem', { name: /^Decline Taylor/ })

const approving = withApproval(pending, async (a) => ({ ...a, status: 'placed', outcome: PLACED }))
/** Pending: Approve and Decline are menu items the arrows reach; one click approves once and shows the receipt. */
export const Pending: Story = {
  parameters: approving.parameters,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    const approve = await approveButton(menu)
    await expect(await declineButton(menu)).toBeVisible()
    await userEvent.dblClick(approve)
    await expect(await menu.findByText('Approved: bid placed')).toBeVisible()
    await expect(menu.getByText(PLACED)).toBeVisible()
    await expect(approving.calls).toEqual(['approve 700001'])
    await expect(menu.queryByRole('menuitem', { name: /^Approve Taylor/ })).toBeNull()
  },
}

const stuck = withApproval(pending, () => new Promise<never>(() => {}))
/** Sending: both buttons are disabled and say so; more clicks send nothing. */
export const Sending: Story = {
  parameters: stuck.parameters,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await userEvent.click(await declineButton(menu))
    await expect(await menu.findByText('Sending your answer…')).toBeVisible()
    await expect(await menu.findByRole('menuitem', { name: /^Approve Taylor/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(menu.getByRole('menuitem', { name: /^Decline Taylor/ })).toHaveTextContent('Declining…')
    await userEvent.click(menu.getByRole('menuitem', { name: /^Approve Taylor/ }))
    await expect(stuck.calls).toEqual(['decline 700001'])
  },
}

/** Approved (read back from the server): the receipt, no buttons. */
export const Approved: Story = {
  parameters: withApproval({ ...pending, status: 'placed', outcome: PLACED }, async (a) => a).parameters,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect(await menu.findByText('Approved: bid placed')).toBeVisible()
    await expect(menu.queryByRole('menuitem', { name: /^Approve Taylor/ })).toBeNull()
  },
}

const declining = withApproval(pending, async (a) => ({ ...a, status: 'declined', outcome: DECLINED }))
/** Declined: one click, then the receipt both the bidder and the admins get. */
export const Declined: Story = {
  parameters: declining.parameters,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await userEvent.click(await declineButton(menu))
    await expect(await menu.findByText('Declined: bid not placed')).toBeVisible()
    await expect(menu.getByText(DECLINED)).toBeVisible()
    await expect(declining.calls).toEqual(['decline 700001'])
  },
}

const refused = withApproval(pending, async () => {
  throw new ActionRejected({ message: `This request was already answered: ${PLACED}` })
})
/** Failed: the server refuses (another admin answered first): its sentence shows and the buttons come back. */
export const Failed: Story = {
  parameters: refused.parameters,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await userEvent.click(await approveButton(menu))
    await expect(await menu.findByText(`This request was already answered: ${PLACED}`)).toBeVisible()
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: /^Approve Taylor/ })).not.toHaveAttribute('aria-disabled'),
    )
    await expect(refused.calls).toEqual(['approve 700001'])
  },
}

/** Mobile: the buttons stay 44 px tall and full width under the item. */
export const Mobile: Story = {
  parameters: withApproval(pending, async (a) => a).parameters,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement)
    await expect((await approveButton(menu)).getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}
