import { auctionId } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CarfaxAlerts } from './CarfaxAlerts'

const REPORT = {
  vin: '1FTEW1EP5KFA12345',
  auctionId: auctionId(880_007),
  owners: 2,
  accidents: 1,
  alerts: [{ type: 'accident', message: '1 accident(s) reported.' }],
}

const meta = {
  title: 'Auction/CarfaxAlerts',
  component: CarfaxAlerts,
  args: { report: REPORT },
} satisfies Meta<typeof CarfaxAlerts>
export default meta
type Story = StoryObj<typeof meta>

export const WithAlerts: Story = {
  play: async ({ canvasElement }) => {
    const carfax = within(canvasElement)
    await expect(carfax.getByText('1 accident')).toBeVisible()
    await expect(
      within(carfax.getByRole('list', { name: 'History alerts' })).getByText(/1 accident\(s\) reported/),
    ).toBeVisible()
  },
}

export const NoAlerts: Story = {
  args: { report: { ...REPORT, accidents: 0, alerts: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No history alerts reported.')).toBeVisible()
  },
}
