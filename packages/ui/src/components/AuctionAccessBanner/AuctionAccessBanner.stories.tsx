import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CAROUSEL_HEIGHT_PX } from '../Announcements/Announcements.styles'
import { AuctionAccessBanner, AuctionAccessBannerTexts } from './AuctionAccessBanner'

const EXPIRED = {
  message:
    'Your dealer license on file with AuctionACCESS has expired. Upload a current license to AuctionACCESS to bid.',
  restrictions: { blockingIssue: true },
}

const meta = {
  title: 'Components/AuctionAccessBanner',
  component: AuctionAccessBanner,
  args: {
    issues: [
      EXPIRED,
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

/**
 * Mobile (320 px): the banner is a slide of the 170px announcements carousel (8px padding each side); a blocking
 * issue's sentence fits whole instead of being cut at the slide's edge.
 */
export const Mobile: Story = {
  args: { issues: [EXPIRED] },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: AuctionAccessBannerTexts.title })
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(CAROUSEL_HEIGHT_PX - 16)
  },
}
