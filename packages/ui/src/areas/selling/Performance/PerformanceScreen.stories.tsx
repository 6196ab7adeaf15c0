import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { PerformanceScreen } from './PerformanceScreen'

const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/Selling/PerformanceScreen',
  component: PerformanceScreen,
  parameters: { route: { path: '/myacv/performance', at: '/myacv/performance' }, ...sandbox() },
} satisfies Meta<typeof PerformanceScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('img', { name: /^Sell-through rate \d+%$/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Sold \d+, In negotiation \d+, Unsold \d+$/ })).toBeVisible()
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Period' }), 'Last 365 days')
    await expect(await page.findByRole('img', { name: /^Sell-through rate/ })).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/seller_performance_metrics/:id', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading performance')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /^Sell-through rate/ })).toBeVisible()
  },
}
