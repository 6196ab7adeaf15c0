import { LightTexts } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AuctionLights } from './AuctionLights'

const meta = {
  title: 'Auction/AuctionLights',
  component: AuctionLights,
  args: {
    auction: {
      lights: { green: false, yellow: true, red: true, blue: true },
      lightNotes: ['Sold as is.', 'Paint: Scratches'],
      sellerStatus: { featuredSeller: true, topSeller: true },
      sellerBadgeInfo: 'Top seller in your region',
    },
  },
} satisfies Meta<typeof AuctionLights>
export default meta
type Story = StoryObj<typeof meta>

/** Each light is named and explained in words, never by colour alone. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const lights = within(within(canvasElement).getByRole('list', { name: 'Lights' }))
    await expect(lights.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `Yellow light: ${LightTexts.yellow.meaning}`,
      `Red light: ${LightTexts.red.meaning}`,
      `Blue light: ${LightTexts.blue.meaning}`,
    ])
    const badges = within(within(canvasElement).getByRole('list', { name: 'Seller badges' }))
    await expect(badges.getByText('Featured seller')).toBeVisible()
    await expect(badges.getByText('Top seller in your region')).toBeVisible()
  },
}

export const GreenLightOnly: Story = {
  args: { auction: { lights: { green: true, yellow: false, red: false, blue: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LightTexts.green.meaning)).toBeVisible()
    await expect(within(canvasElement).queryByRole('list', { name: 'Seller badges' })).toBeNull()
  },
}

export const Nothing: Story = {
  args: { auction: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}
