import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AuctionAccessBanner, AuctionAccessBannerTexts } from './AuctionAccessBanner'

const meta = {
  title: 'Components/AuctionAccessBanner',
  component: AuctionAccessBanner,
  args: {
    issues: [
      {
        message:
          'Your dealer license on file with AuctionACCESS has expired. Upload a current license to AuctionACCESS to bid.',
        restrictions: { blockingIssue: true },
      },
      { message: 'Add a second contact to your AuctionACCESS account.', restrictions: { blockingIssue: false } },
    ],
  },
} satisfies Meta<typeof AuctionAccessBanner>
export default meta
type Story = StoryObj<typeof meta>

export const Issues: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: AuctionAccessBannerTexts.title })
    await expect(within(banner).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(banner).getAllByRole('listitem')[0]).toHaveTextContent(AuctionAccessBannerTexts.blocking)
  },
}

/** Server text is text: markup in a message is shown, not run. */
export const MarkupStaysText: Story = {
  args: { issues: [{ message: '<b>Bold</b> claim', restrictions: { blockingIssue: false } }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<b>Bold</b> claim')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
