import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RegistrationLanding, RegistrationLandingTexts } from './RegistrationLanding'

const meta = {
  title: 'Registration/RegistrationLanding',
  component: RegistrationLanding,
  parameters: { route: { path: '/registration', at: '/registration' } },
} satisfies Meta<typeof RegistrationLanding>
export default meta
type Story = StoryObj<typeof meta>

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: RegistrationLandingTexts.start })).toHaveAttribute(
      'href',
      '/registration-form',
    )
    await expect(page.getByRole('link', { name: RegistrationLandingTexts.logIn })).toHaveAttribute('href', '/login')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
