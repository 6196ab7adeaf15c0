import { dollars, epochMillis } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MemberBids } from './MemberBids'

const meta = {
  title: 'Auction/MemberBids',
  component: MemberBids,
  args: {
    bids: [
      {
        bidderName: 'Bea Buyer',
        bidderEmail: 'buyer@gavel.test',
        amount: dollars(21_300),
        placedAt: epochMillis(Date.UTC(2026, 10, 21, 14, 50)),
      },
      { bidderName: 'Max Multi', bidderEmail: 'multi@gavel.test', amount: dollars(20_100) },
    ],
  },
} satisfies Meta<typeof MemberBids>
export default meta
type Story = StoryObj<typeof meta>

/** Each bid shows the bidder's name and email (marketplace §3 dealershipMemberBids). */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement)
    await expect(table.getByRole('cell', { name: 'Bea Buyer' })).toBeVisible()
    await expect(table.getByRole('link', { name: 'multi@gavel.test' })).toHaveAttribute(
      'href',
      'mailto:multi@gavel.test',
    )
    await expect(table.getByText('$21,300')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Max Multi')).toBeVisible()
  },
}
