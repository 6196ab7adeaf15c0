import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EulaBanner, EulaBannerTexts } from './EulaBanner'

const meta = {
  title: 'Shell/EulaBanner',
  component: EulaBanner,
  args: {
    lanes: [
      { id: 'live', displayName: 'Live Auctions', eulaAccepted: false },
      { id: 'no_reserve_preview', displayName: 'No Reserve Preview', eulaAccepted: false },
    ],
    termsUrl: 'https://terms.example/eula/7/pdf',
    onDismiss: fn(),
  },
} satisfies Meta<typeof EulaBanner>
export default meta
type Story = StoryObj<typeof meta>

/** The lanes to accept, a link to the terms, and Dismiss (marketplace §5). */
export const TwoLanes: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    const banner = page.getByRole('region', { name: EulaBannerTexts.title })
    await expect(banner).toHaveTextContent('Live Auctions and No Reserve Preview')
    await expect(page.getByRole('link', { name: EulaBannerTexts.review })).toHaveAttribute('href', args.termsUrl)
    await userEvent.click(page.getByRole('button', { name: EulaBannerTexts.dismiss }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

/** Before the terms' address is known: no link yet. */
export const WithoutLink: Story = {
  args: { lanes: [{ id: 'live', displayName: 'Live Auctions', eulaAccepted: false }], termsUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
