import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PRIVACY_SECTIONS, PrivacyPolicyScreen } from './PrivacyPolicyScreen'

const meta = { title: 'PublicPages/PrivacyPolicyScreen', component: PrivacyPolicyScreen } satisfies Meta<
  typeof PrivacyPolicyScreen
>
export default meta
type Story = StoryObj<typeof meta>

export const Policy: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getAllByRole('heading', { level: 2 })).toHaveLength(PRIVACY_SECTIONS.length)
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
