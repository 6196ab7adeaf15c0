import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CashFlowPage, CashFlowTexts } from './CashFlowPage'

const meta = {
  title: 'PublicPages/CashFlowPage',
  component: CashFlowPage,
  args: { kind: 'request' },
} satisfies Meta<typeof CashFlowPage>
export default meta
type Story = StoryObj<typeof meta>

export const Request: Story = {
  play: async ({ canvasElement }) => {
    // The page has no header: its title is the page's one h1.
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: CashFlowTexts.request.title }),
    ).toBeVisible()
  },
}
export const Expired: Story = {
  args: { kind: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(CashFlowTexts.expired.body)
  },
}
export const UpdatedLink: Story = { args: { kind: 'updatedLink' } }
export const Connected: Story = { args: { kind: 'connected' } }
export const ConnectionError: Story = { args: { kind: 'error' } }
export const Mobile: Story = { args: { kind: 'connected' }, globals: { viewport: { value: 'mobile1' } } }
