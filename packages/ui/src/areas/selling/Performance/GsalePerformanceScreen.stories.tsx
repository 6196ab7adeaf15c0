import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { GsalePerformanceScreen } from './GsalePerformanceScreen'

// The world's full size (300 auctions): seller@ then runs two auctions in the guaranteed-sale lane.
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', auctions: 300, ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/Selling/GsalePerformanceScreen',
  component: GsalePerformanceScreen,
  parameters: { route: { path: '/myacv/gsale-performance', at: '/myacv/gsale-performance' }, ...sandbox() },
} satisfies Meta<typeof GsalePerformanceScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('2 auctions')).toBeVisible()
    // seller@ lacks the launch_gtd_sale role: no link to a page the guard would refuse.
    await expect(page.queryByRole('link', { name: 'See them on Guaranteed Sale' })).toBeNull()
    await expect(await page.findByRole('img', { name: /^Sell-through rate \d+%$/ })).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/myacv/active/selling', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
    await expect(await page.findByRole('img', { name: /^Sell-through rate/ })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2 auctions')).toBeVisible()
  },
}
