import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LaneTabs } from './LaneTabs'

const meta = {
  title: 'Listing/LaneTabs',
  component: LaneTabs,
  args: {
    tabs: [
      { key: 'live', label: 'Live', count: 48 },
      { key: 'no_reserve_preview', label: 'No Reserve Preview', count: 6 },
      { key: 'guaranteed_sale', label: 'Guaranteed Sale', count: 3 },
      { key: 'event:5', label: 'Spring Truck Event', count: 9 },
      { key: 'watchlist', label: 'Watchlist', count: null },
    ],
    selected: 'live',
    hrefFor: (key: string) => `/marketplace?l=${encodeURIComponent(JSON.stringify([key]))}`,
  },
} satisfies Meta<typeof LaneTabs>
export default meta
type Story = StoryObj<typeof meta>

export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await expect(screen.getByRole('link', { name: /^Live/ })).toHaveAttribute('aria-current', 'page')
    await expect(screen.getByRole('link', { name: /^Spring Truck Event/ })).toHaveAttribute(
      'href',
      '/marketplace?l=%5B%22event%3A5%22%5D',
    )
    await expect(screen.getByLabelText('9 auctions')).toBeVisible()
  },
}

/** On a phone the tabs scroll sideways instead of wrapping. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { selected: 'watchlist' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('aria-current', 'page')
  },
}

/** On a phone the current lane is scrolled into view, also the last one, past the screen's edge. */
export const MobileLastLaneInView: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { selected: 'watchlist' },
  play: async ({ canvasElement }) => {
    const lanes = within(canvasElement).getByRole('navigation', { name: 'Lanes' })
    const strip = within(lanes).getByRole('list')
    const current = within(lanes).getByRole('link', { name: 'Watchlist' })
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth)
    const inside = (a: DOMRect, b: DOMRect) => a.left >= b.left - 1 && a.right <= b.right + 1
    await waitFor(() => expect(inside(current.getBoundingClientRect(), strip.getBoundingClientRect())).toBe(true))
    await expect(window.scrollY).toBe(0)
  },
}
