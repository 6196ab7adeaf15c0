import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RunList } from './RunList'

const row = (
  auctionId: number,
  groupBy: string,
  more: Partial<Parameters<typeof RunList>[0]['rows'][number]> = {},
) => ({
  auctionId,
  title: '2019 Ford F-150 XLT',
  subtitle: '48,210 mi · Silver',
  thumbnail: null,
  formattedPrice: '$18,500',
  alertMessage: null,
  groupBy,
  proxyBid: null,
  startsAt: 1_795_000_000_000,
  ...more,
})

const meta = {
  title: 'Listing/RunList',
  component: RunList,
  args: {
    rows: [
      row(1, '3:00 PM'),
      row(2, '3:00 PM', { title: '2020 Honda Accord Sport', proxyBid: 15_000 }),
      row(3, '4:00 PM', { title: '2017 Ram 1500 Big Horn', alertMessage: 'Title absent at launch' }),
    ],
  },
} satisfies Meta<typeof RunList>
export default meta
type Story = StoryObj<typeof meta>

export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const three = within(screen.getByRole('region', { name: '3:00 PM' }))
    await expect(three.getAllByRole('listitem')).toHaveLength(2)
    await expect(three.getByText('Your proxy $15,000')).toBeVisible()
    await expect(screen.getByRole('link', { name: '2017 Ram 1500 Big Horn' })).toHaveAttribute('href', '/auction/3')
    await expect(screen.getByText('Title absent at launch')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The run list is empty')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
