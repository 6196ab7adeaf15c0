import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Footer } from './Footer'

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { brand: 'Gavel', year: 2027 },
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Footer' }))
    .getAllByRole('link')
    .map((l) => l.textContent)

export const WithoutFeeSchedule: Story = {
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement)).toEqual([
      'Support',
      'Dealer Forms',
      'Legal',
      'Terms of Service',
      'Privacy Policy',
    ])
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible()
    await expect(within(page.getByRole('list', { name: 'Social' })).getAllByRole('link')).toHaveLength(5)
    await expect(page.getByText('© 2027 Gavel. All rights reserved.')).toBeVisible()
  },
}

export const WithFeeSchedule: Story = {
  args: { flags: { enable_new_fee_schedule_page: true } },
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement).at(-1)).toBe('Fee Schedule')
    await expect(within(canvasElement).getByRole('link', { name: 'Fee Schedule' })).toHaveAttribute(
      'href',
      '/myacv/fee-schedule',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
