import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { OffboardingPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'buyer', ...options },
})

const meta = {
  title: 'Screens/Settings/Offboarding',
  component: OffboardingPage,
  parameters: { route: { path: '/offboarding', at: '/offboarding' } },
} satisfies Meta<typeof OffboardingPage>
export default meta
type Story = StoryObj<typeof meta>

/** Sent empty, each missing answer is named; with "Something else" its words are needed; then the receipt shows. */
export const InvalidThenSent: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const send = await page.findByRole('button', { name: 'Send questionnaire' }, { timeout: 15_000 })
    await userEvent.click(send)
    await expect(page.getByText('Choose at least one reason.')).toBeVisible()
    await expect(page.getByText('Choose whether you would come back.')).toBeVisible()
    await userEvent.click(page.getByRole('checkbox', { name: 'Fees are too high' }))
    await userEvent.click(page.getByRole('checkbox', { name: 'Something else' }))
    await userEvent.click(page.getByRole('radio', { name: 'Maybe' }))
    await userEvent.click(send)
    await expect(page.getByText('Tell us the other reason.')).toBeVisible()
    await userEvent.type(page.getByLabelText('Tell us more'), 'Our group moved buying to the parent company')
    await userEvent.click(send)
    await expect(await page.findByRole('status')).toHaveTextContent(/^Thank you\. We received your answers on /)
    await expect(page.getByText('Our group moved buying to the parent company')).toBeVisible()
    await expect(page.getByText('Fees are too high')).toBeVisible()
  },
}

/** The server refuses: its words show, and every choice stays as it was. */
export const SendRefused: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/offboarding', status: 409, method: 'post' } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const send = await page.findByRole('button', { name: 'Send questionnaire' }, { timeout: 15_000 })
    await userEvent.click(page.getByRole('checkbox', { name: 'We use another marketplace' }))
    await userEvent.click(page.getByRole('radio', { name: 'No' }))
    await userEvent.click(send)
    await expect(await page.findByRole('alert')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'We use another marketplace' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
  },
}

export const ReadOnlyUser: Story = {
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Send questionnaire' }, { timeout: 15_000 })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(page.getAllByText('Your account is read-only: the questionnaire cannot be sent.')[0]).toBeVisible()
  },
}

export const LoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/offboarding', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the questionnaire')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Send questionnaire' }, { timeout: 15_000 })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Our dealership is closing' })).toBeVisible()
  },
}
