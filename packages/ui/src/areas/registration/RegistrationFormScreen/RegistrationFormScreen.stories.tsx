import { RegistrationTexts } from '@gavel/domain/areas/registration'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { RegistrationFormScreen, RegistrationFormTexts } from './RegistrationFormScreen'

/** Signed out, against the sandbox: AuctionACCESS 5550001 (Reyes) is in good standing, 5550002 (Morgan) blocked. */
const meta = {
  title: 'Registration/RegistrationFormScreen',
  component: RegistrationFormScreen,
  args: { onContinue: fn() },
  parameters: { sandbox: {}, route: { path: '/registration-form', at: '/registration-form' } },
} satisfies Meta<typeof RegistrationFormScreen>
export default meta
type Story = StoryObj<typeof meta>

const fill = async (root: HTMLElement, values: { last?: string; email?: string; number?: string } = {}) => {
  const page = within(root)
  await userEvent.type(page.getByLabelText('First name'), 'Jordan')
  await userEvent.type(page.getByLabelText('Last name'), values.last ?? 'Reyes')
  await userEvent.type(page.getByLabelText('Work email'), values.email ?? 'jordan.reyes@dealer.test')
  await userEvent.type(page.getByLabelText('Phone (optional)'), '(312) 555-0100')
  await userEvent.type(page.getByLabelText('AuctionACCESS number'), values.number ?? '5550001')
  await userEvent.click(page.getByRole('button', { name: RegistrationFormTexts.submit }))
  return page
}

export const Empty: Story = {}

export const FindsTheAccount: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement)
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledOnce())
    await expect(args.onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '3125550100', account: expect.objectContaining({ id: '5550001' }) }),
    )
  },
}

export const CheckedOnBlurAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByLabelText('First name'))
    await userEvent.tab()
    await expect(page.getByLabelText('First name')).toHaveAccessibleDescription(RegistrationTexts.firstNameMissing)
    await userEvent.type(page.getByLabelText('Phone (optional)'), '555')
    await userEvent.click(page.getByRole('button', { name: RegistrationFormTexts.submit }))
    await expect(page.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(RegistrationTexts.phoneInvalid)
    await expect(page.getByLabelText('AuctionACCESS number')).toHaveAccessibleDescription(
      RegistrationTexts.auctionAccessMissing,
    )
    await expect(args.onContinue).not.toHaveBeenCalled()
  },
}

/** A taken e-mail is found when the field is left. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText('Work email'), 'buyer@gavel.test')
    await userEvent.tab()
    await waitFor(() =>
      expect(page.getByLabelText('Work email')).toHaveAccessibleDescription(RegistrationTexts.emailTaken),
    )
  },
}

export const AccountNotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await fill(canvasElement, { last: 'Smith' })
    await expect(await page.findByRole('alert')).toHaveTextContent(RegistrationTexts.accountNotFound)
    await expect(page.getByLabelText('Last name')).toHaveValue('Smith')
    await expect(args.onContinue).not.toHaveBeenCalled()
  },
}

export const BlockingIssue: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await fill(canvasElement, { last: 'Morgan', email: 'casey.morgan@dealer.test', number: '5550002' })
    await expect(await page.findByRole('alert')).toHaveTextContent('Your AuctionACCESS membership has expired.')
    await expect(args.onContinue).not.toHaveBeenCalled()
  },
}

export const Checking: Story = {
  parameters: { sandbox: { failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement)
    await expect(page.getByRole('button', { name: RegistrationFormTexts.checking })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
