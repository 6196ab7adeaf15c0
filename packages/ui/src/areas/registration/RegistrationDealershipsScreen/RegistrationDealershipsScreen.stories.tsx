import { RegistrationTexts } from '@gavel/domain/areas/registration'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { mailboxOf, sandboxOf } from '../../../../../../.storybook/sandbox'
import type { RegistrationDraft } from '../registrationDraft'
import { RegistrationDealershipsScreen, RegistrationDealershipsTexts } from './RegistrationDealershipsScreen'

const draft = (organizations: RegistrationDraft['account']['organizations']): RegistrationDraft => ({
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan.reyes@dealer.test',
  phone: '3125550100',
  auctionAccessId: '5550001',
  account: {
    id: '5550001',
    photoId: null,
    firstName: 'Jordan',
    lastName: 'Reyes',
    organizations,
    preferredLanguage: 'en',
    email: 'jordan.reyes@dealer.test',
    issues: [],
    tracking: {},
    clickId: null,
  },
})
/** buyer@'s and seller@'s dealerships in the sandbox world (seed 1), both on Reyes' account. */
const two = draft([
  { externalId: '101', name: 'Riverside Auto Exchange', city: 'Columbus', state: 'OH' },
  { externalId: '102', name: 'Lakeshore Ford', city: 'Chicago', state: 'IL' },
])

/** Signed out, against the sandbox: registering goes through api/user/saga without a bearer. */
const meta = {
  title: 'Registration/RegistrationDealershipsScreen',
  component: RegistrationDealershipsScreen,
  args: { draft: two },
  parameters: { sandbox: {}, route: { path: '/registration-dealerships', at: '/registration-dealerships' } },
} satisfies Meta<typeof RegistrationDealershipsScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Choose: Story = {}

export const Registers: Story = {
  play: async (context) => {
    const page = within(context.canvasElement)
    await userEvent.click(page.getAllByRole('radio')[0]!)
    await userEvent.dblClick(page.getByRole('button', { name: RegistrationDealershipsTexts.submit }))
    await expect(await page.findByText(RegistrationDealershipsTexts.done('jordan.reyes@dealer.test'))).toBeVisible()
    await expect(mailboxOf(sandboxOf(context), 'jordan.reyes@dealer.test')).toHaveLength(1)
  },
}

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: RegistrationDealershipsTexts.submit }))
    await expect(page.getByRole('alert')).toHaveTextContent(RegistrationTexts.dealershipMissing)
  },
}

/** A dealership not on the account: the gateway's reason, shown as text, and the choice kept. */
export const Refused: Story = {
  args: { draft: draft([{ externalId: '999', name: 'Not My Dealer', city: null, state: null }]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('radio')).toBeChecked()
    await userEvent.click(page.getByRole('button', { name: RegistrationDealershipsTexts.submit }))
    await expect(await page.findByRole('alert')).toBeVisible()
    await expect(page.getByRole('radio')).toBeChecked()
  },
}

export const Registering: Story = {
  parameters: { sandbox: { failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getAllByRole('radio')[1]!)
    await userEvent.click(page.getByRole('button', { name: RegistrationDealershipsTexts.submit }))
    await expect(page.getByRole('button', { name: RegistrationDealershipsTexts.registering })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
