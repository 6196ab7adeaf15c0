import { dealerId, epochMillis } from '@gavel/domain'
import type { InspectionRequest } from '@gavel/domain/areas/inspections'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { InspectionRow } from './InspectionRow'
import { RequestedInspectionsScreen } from './RequestedInspectionsScreen'

/** seller@'s dealership (102) starts with one request in each status (packages/sandbox/src/world/inspections.ts). */
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/Inspections/RequestedInspectionsScreen',
  component: RequestedInspectionsScreen,
  parameters: {
    route: { path: '/myacv/request-inspection/requested', at: '/myacv/request-inspection/requested' },
    ...sandbox(),
  },
} satisfies Meta<typeof RequestedInspectionsScreen>
export default meta
type Story = StoryObj<typeof meta>

const rows = async (root: HTMLElement) =>
  within(await within(root).findByRole('list', { name: 'Requested inspections' })).getAllByRole('listitem')

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const items = await rows(canvasElement)
    await expect(items).toHaveLength(4)
    const labels = items.map((i) => i.querySelector('span')?.textContent)
    await expect(labels).toEqual(['Requested', 'Scheduled', 'Inspected', 'Cancelled'])
    await expect(within(items[1]!).getByText(/^Inspector visit:/)).toBeVisible()
    await expect(within(items[2]!).getByRole('link', { name: 'View condition report' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/saved\/\d+$/),
    )
    await expect(within(items[0]!).getByRole('button', { name: /^Cancel the inspection of/ })).toBeVisible()
    await expect(within(items[1]!).queryByRole('button')).toBeNull()
  },
}

export const CancelAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const first = (await rows(canvasElement))[0]!
    await userEvent.click(within(first).getByRole('button', { name: /^Cancel the inspection of/ }))
    const dialog = await page.findByRole('dialog', { name: 'Cancel this inspection?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await userEvent.click(within(first).getByRole('button', { name: /^Cancel the inspection of/ }))
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Cancel this inspection?' })).getByRole('button', {
        name: 'Cancel inspection',
      }),
    )
    await waitFor(async () => expect((await rows(canvasElement))[0]).toHaveTextContent('Cancelled'))
    await expect(page.queryByRole('dialog')).toBeNull()
  },
}

export const Empty: Story = {
  parameters: sandbox({ persona: 'admin' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any requested inspections. When you do, they'll appear here.",
      ),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Loading requested inspections' }),
    ).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/inspections/v1/requests', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Malformed: Story = {
  parameters: sandbox({ failures: [{ callMalformed: { path: '*/inspections/v1/requests' } }] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was problem processing your request. Please try again or adjust your parameters.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible()
  },
}

const requested: InspectionRequest = {
  id: 1,
  dealerId: dealerId(102),
  vin: '1FTFW1E51PFA12345',
  vehicle: '2023 Ford F-150',
  odometer: 41_000,
  address: { id: 102_001, label: 'Lakeshore Ford (main lot), 12 Main St, Chicago IL 60601' },
  windowStart: '2026-11-23',
  windowEnd: '2026-11-25',
  contactName: 'Sam Seller',
  contactPhone: '(512) 555-0142',
  notes: '',
  status: 'requested',
  requestedAt: epochMillis(Date.UTC(2026, 10, 21, 15)),
  scheduledFor: null,
  savedAuctionId: null,
}

export const LimitedUser: Story = {
  render: () => (
    <ul aria-label="Requested inspections" style={{ listStyle: 'none', padding: 0 }}>
      <InspectionRow request={requested} fresh={false} limited onCancel={() => {}} />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const cancel = await within(canvasElement).findByRole('button', { name: /^Cancel the inspection of/ })
    await expect(cancel).toHaveAttribute('aria-disabled', 'true')
    await expect(within(canvasElement).getByText('Limited users cannot cancel inspections.')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(4)
  },
}
