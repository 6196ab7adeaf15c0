import { auctionId, dealerId } from '@gavel/domain'
import { OrderCheckout } from '@gavel/domain/areas/postSale'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { useService } from '../../../services/ServicesProvider'
import { TimelineScreen, TimelineTexts } from './TimelineScreen'

const WON = 880_001
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'outstanding', ...options },
})
const route = (id: number | string = WON) => ({
  route: { path: '/myacv/won/timeline/:auctionId', at: `/myacv/won/timeline/${id}` },
})

const meta = {
  title: 'Screens/PostSale/TimelineScreen',
  component: TimelineScreen,
  parameters: route(),
} satisfies Meta<typeof TimelineScreen>
export default meta
type Story = StoryObj<typeof meta>

const steps = async (root: HTMLElement) =>
  within(await within(root).findByRole('list', { name: TimelineTexts.steps })).getAllByRole('listitem')

/** A win not yet finalized: payment needs the finalize, one click away; the arbitration window counts down. */
export const NotFinalized: Story = {
  parameters: { ...route(), ...sandbox() },
  play: async ({ canvasElement }) => {
    const list = await steps(canvasElement)
    await expect(list.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Payment: Not started',
      'Title: Not started',
      'Transport: Not started',
      'Arbitration window: Not started',
    ])
    await expect(within(list[0]!).getByRole('link', { name: 'Finalize' })).toHaveAttribute(
      'href',
      `/myacv/won/finalize/${WON}`,
    )
    const license = within(canvasElement).getByRole('button', { name: /Download dealer license/ })
    await expect(license).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Loading: Story = {
  parameters: { ...route(), ...sandbox({ failures: [{ slowResponses: 'forever' }] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TimelineTexts.loading)).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: {
    ...route(),
    ...sandbox({ failures: [{ callFails: { path: '*/bff/orders/:id/post_sale', status: 400 } }] }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Malformed: Story = {
  parameters: { ...route(), ...sandbox({ failures: [{ callMalformed: { path: '*/bff/orders/:id/post_sale' } }] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** Someone else's purchase: the server says it is not found. */
export const NotYours: Story = {
  parameters: { ...route(), ...sandbox({ persona: 'buyer' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: { ...route(), ...sandbox() },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await steps(canvasElement)
  },
}

/** Finalizes the win (ACH, transport accepted) through the app's own port before the timeline mounts. */
const FinalizedFirst = () => {
  const checkout = useService(OrderCheckout)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    void checkout
      .finalize(auctionId(WON), {
        buyerOrganizationId: dealerId(110),
        transportQuoteAccepted: true,
        paymentProviderName: 'ach',
        arbitrationPlanId: 1,
        deliveryAddressId: 1101,
        transportationServiceType: 'open',
      })
      .then(() => setReady(true))
  }, [checkout])
  return ready ? <TimelineScreen /> : null
}

/** A finalized purchase: paid, title on its way, transport requested, the window counting down, documents ready. */
export const Finalized: Story = {
  parameters: { ...route(), ...sandbox() },
  render: () => <FinalizedFirst />,
  play: async ({ canvasElement }) => {
    const list = await steps(canvasElement)
    await expect(list.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Payment: Done',
      'Title: In progress',
      'Transport: In progress',
      'Arbitration window: In progress',
    ])
    await expect(within(list[2]!).getByText('Transport requested (Open carrier).')).toBeVisible()
    await expect(within(list[3]!).getByRole('link', { name: 'Report a problem' })).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: /Download dealer license/ })).not.toHaveAttribute(
      'aria-disabled',
    )
  },
}
