import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DigitalBroadcastScreen, DigitalBroadcastTexts } from './DigitalBroadcastScreen'

/** The digital-broadcast landing: no call; it links to the live lane of the user's listing page. */
const meta = {
  title: 'PublicPages/DigitalBroadcastScreen',
  component: DigitalBroadcastScreen,
  args: { listingPath: '/marketplace' },
  parameters: { route: { path: '/digital-broadcast', at: '/digital-broadcast' } },
} satisfies Meta<typeof DigitalBroadcastScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: DigitalBroadcastTexts.cta })
    await expect(link).toHaveAttribute('href', `/marketplace?l=${encodeURIComponent('["live"]')}`)
  },
}

export const Mobile: Story = {
  args: { listingPath: '/search' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: DigitalBroadcastTexts.cta })).toBeVisible()
  },
}
