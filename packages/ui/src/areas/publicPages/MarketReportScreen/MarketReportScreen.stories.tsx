import { MarketReportTexts } from '@gavel/domain/areas/publicPages'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MarketReportScreen } from './MarketReportScreen'

/** Against the sandbox, signed out (the embed is unauthenticated): the report is computed from its ended auctions. */
const meta = {
  title: 'PublicPages/MarketReportScreen',
  component: MarketReportScreen,
  parameters: { sandbox: {}, route: { path: '/market-report/embed', at: '/market-report/embed' } },
} satisfies Meta<typeof MarketReportScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table')
    const rows = within(table).getAllByRole('row')
    await expect(rows.length).toBeGreaterThan(1)
    await expect(within(table).getByRole('columnheader', { name: 'Make' })).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Segment by'), 'price_band')
    await expect(await canvas.findByRole('columnheader', { name: 'Price band' })).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: { sandbox: { failures: [{ callFails: { path: '*/market-report', status: 400, method: 'get' } }] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })
    await expect(alert).toHaveTextContent(MarketReportTexts.error)
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeVisible()
  },
}
