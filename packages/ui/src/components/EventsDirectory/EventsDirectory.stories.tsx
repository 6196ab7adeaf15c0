import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EventsDirectory } from './EventsDirectory'

const meta = {
  title: 'Listing/EventsDirectory',
  component: EventsDirectory,
  args: {
    events: [
      { id: '5', kind: 'event', displayName: 'Spring Truck Event' },
      { id: '7', kind: 'event', displayName: 'Fleet Liquidation' },
    ],
    counts: { '5': 9 },
    hrefFor: (lane) => `/marketplace?l=${encodeURIComponent(JSON.stringify([`event:${lane.id}`]))}`,
  },
} satisfies Meta<typeof EventsDirectory>
export default meta
type Story = StoryObj<typeof meta>

export const Events: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Events' }))
    await expect(list.getByRole('link', { name: /Spring Truck Event\s*9 auctions/ })).toHaveAttribute(
      'href',
      '/marketplace?l=%5B%22event%3A5%22%5D',
    )
    await expect(list.getByRole('link', { name: 'Fleet Liquidation' })).toBeVisible()
  },
}

export const NoEvents: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events right now')).toBeVisible()
  },
}
