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
  },
}

export const Mobile: Story = { ...Jobs, globals: { viewport: { value: 'mobile1' } } }
