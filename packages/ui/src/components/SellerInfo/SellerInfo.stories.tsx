import { dealerId } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SellerInfo } from './SellerInfo'

const meta = {
  title: 'Auction/SellerInfo',
  component: SellerInfo,
  args: {
    performance: {
      dealerId: dealerId(102),
      dealershipName: 'Lakeside Motors',
      soldLast90Days: 12,
      boughtLast90Days: 4,
      sellThroughRate: 0.8,
      featuredSeller: true,
      topSeller: true,
    },
  },
} satisfies Meta<typeof SellerInfo>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const seller = within(canvasElement)
    await expect(seller.getByText('Lakeside Motors')).toBeVisible()
    await expect(seller.getByText('80%')).toBeVisible()
    await expect(seller.getByText('12')).toBeVisible()
  },
}
