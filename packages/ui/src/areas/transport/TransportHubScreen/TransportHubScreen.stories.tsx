import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { TransportHubScreen } from './TransportHubScreen'

/** /transportation-hub against the sandbox: buyer@'s dealership has 130 jobs; rewards@'s has none. */
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'buyer', auctions: 0, ...options },
})
const at = (path: string) => ({ route: { path: '/transportation-hub/*', at: path } })

const meta = {
  title: 'Screens/TransportHubScreen',
  component: TransportHubScreen,
  parameters: at('/transportation-hub'),
} satisfies Meta<typeof TransportHubScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Jobs: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Showing 100 of 130 jobs')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Load more' }))
    await expect(await page.findByText('Showing 130 of 130 jobs')).toBeVisible()
  },
}

export const JobSelected: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Transport jobs' })
    await userEvent.click(within(list).getAllByRole('button')[0]!)
    const detail = await page.findByRole('region', { name: /^Job \d+$/ })
    await expect(within(detail).getByRole('heading', { name: 'Gate pass' })).toBeVisible()
  },
}

export const GatePassRefusedBeforeSending: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Requested' }))
    const list = await page.findByRole('list', { name: 'Transport jobs' })
    await userEvent.click(within(list).getAllByRole('button')[0]!)
    const detail = await page.findByRole('region', { name: /^Job \d+$/ })
    const input = within(detail).getByLabelText(/gate pass$/) as HTMLInputElement
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false })
    await expect(await within(detail).findByRole('alert')).toHaveTextContent(
      'A gate pass must be a PDF, PNG or JPEG file.',
    )
  },
}

export const NeverRequested: Story = {
  parameters: sandbox({ persona: 'rewards' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByText("You don't currently have any transport requests. When you do, they'll appear here."),
    ).toBeVisible()
    await expect(page.getAllByRole('link', { name: 'Order transport' })).toHaveLength(2)
  },
}

export const NoMatch: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByText('Showing 100 of 130 jobs')
    await userEvent.type(page.getByLabelText('Search jobs'), 'no such vehicle{Enter}')
    await expect(await page.findByText('No transport requests match this search and these statuses.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading transport jobs')
  },
}

export const LoadFailed: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/transport-request/filter', status: 403, method: 'post' } }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const LimitedUser: Story = {
  parameters: { ...sandbox({ persona: 'limited' }), ...at('/transportation-hub/order') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Add vehicles' })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Order: Story = {
  parameters: { ...sandbox(), ...at('/transportation-hub/order') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Vehicles (0 of 20)')).toBeVisible()
    await userEvent.type(page.getByLabelText('VINs, one per line or separated by commas'), 'NOT-A-VIN')
    await userEvent.click(page.getByRole('button', { name: 'Add vehicles' }))
    await expect(await page.findByRole('alert')).toHaveTextContent('Not a VIN: NOT-A-VIN.')
    await expect(await page.findByLabelText('Deliver to')).toBeVisible()
    const promotions = await page.findByRole('list', { name: 'Transport promotions' })
    const enclosed = within(promotions).getByRole('listitem', { name: 'Enclosed for less' })
    await expect(enclosed).toHaveTextContent('$75 off each vehicle · enclosed only · any number of vehicles')
    await expect(enclosed).toHaveTextContent('Add 1 vehicle to qualify.')
  },
}

/** Promotions (ADR 0038): a dealership that never ordered transport has none. */
export const PromotionsEmpty: Story = {
  parameters: { ...sandbox({ persona: 'rewards' }), ...at('/transportation-hub/order') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any transport promotions. When you do, they'll appear here.",
      ),
    ).toBeVisible()
  },
}

export const PromotionsLoading: Story = {
  parameters: {
    ...sandbox({ failures: [{ slowResponses: 'forever' }] }),
    ...at('/transportation-hub/order'),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading promotions')).toBeInTheDocument()
  },
}

/** A failed promotions read keeps the order form and offers a retry of its own. */
export const PromotionsFailed: Story = {
  parameters: {
    ...sandbox({ failures: [{ callFails: { path: '*/transportation/promotions', status: 403 } }] }),
    ...at('/transportation-hub/order'),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const section = await page.findByRole('region', { name: 'Promotions' })
    await expect(await within(section).findByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Order transport' })).toBeVisible()
  },
}

export const Mobile: Story = { ...Jobs, globals: { viewport: { value: 'mobile1' } } }
