import { AUCTION_ACCESS_BANNER, EULA_REVIEW_BANNER } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EulaBanner } from '../EulaBanner'
import { Announcements } from './Announcements'

const lanes = [{ id: 'live', displayName: 'Live Auctions', eulaAccepted: false }]
const accessBanner = {
  ...AUCTION_ACCESS_BANNER,
  content: <p>Your auction-access account has an issue: upload a photo ID to keep buying.</p>,
}
const eulaBanner = { ...EULA_REVIEW_BANNER, content: <EulaBanner lanes={lanes} termsUrl="#terms" onDismiss={fn()} /> }

const meta = {
  title: 'Shell/Announcements',
  component: Announcements,
  globals: { viewport: { value: 'mobile1' } },
  args: { items: [eulaBanner, accessBanner], device: 'mobile' },
} satisfies Meta<typeof Announcements>
export default meta
type Story = StoryObj<typeof meta>

/** Two announcements on mobile: a carousel by priority (auction access first), arrows, keys and a counter. */
export const MobileTwo: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const carousel = page.getByRole('region', { name: 'Announcements' })
    await expect(within(carousel).getByRole('group', { name: '1 of 2' })).toHaveTextContent('auction-access account')
    await userEvent.click(page.getByRole('button', { name: 'Next announcement' }))
    await expect(within(carousel).getByRole('group', { name: '2 of 2' })).toHaveTextContent('terms of service')
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Previous announcement' }))
    await expect(within(carousel).getByRole('group', { name: '2 of 2' })).toBeVisible()
  },
}

/** One announcement on mobile: no arrows. */
export const MobileOne: Story = {
  args: { items: [eulaBanner] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('group', { name: '1 of 1' })).toHaveTextContent('Live Auctions')
    await expect(page.queryByRole('button', { name: 'Next announcement' })).toBeNull()
  },
}

/** On desktop the eula-review banner is hidden (shell §4.6); the auction-access banner stays. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { device: 'desktop' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(/auction-access account/)).toBeVisible()
    await expect(page.queryByText(/terms of service/)).toBeNull()
    await expect(page.queryByRole('region', { name: 'Announcements' })).toBeNull()
  },
}
