import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { FinalizeFieldTexts, FinalizeFormTexts } from '../FinalizeForm'
import { FinalizeScreen, FinalizeScreenTexts } from './FinalizeScreen'

/** Screen stories run against the sandbox: outstanding@ won auction 880001 and may finalize it. */
const WON = 880_001
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'outstanding', ...options },
})
const route = (id: number | string = WON) => ({
  route: { path: '/myacv/won/finalize/:auctionId', at: `/myacv/won/finalize/${id}` },
})

const meta = {
  title: 'Screens/PostSale/FinalizeScreen',
  component: FinalizeScreen,
  parameters: route(),
} satisfies Meta<typeof FinalizeScreen>
export default meta
type Story = StoryObj<typeof meta>

const form = async (root: HTMLElement) => within(await within(root).findByRole('form', { name: 'Finalize purchase' }))

/** The options of the win; the buyer accepts the transport quote, and the form asks for what transport needs. */
export const Populated: Story = {
  parameters: { ...route(), ...sandbox() },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await expect(f.getByRole('radio', { name: 'ACH transfer' })).toBeChecked()
    await userEvent.click(f.getByRole('radio', { name: /accept the transport quote/ }))
    await userEvent.click(f.getByRole('button', { name: FinalizeFormTexts.submit }))
    await expect(await f.findByText('Choose a transportation service type.')).toBeVisible()
    await expect(f.getByText('Choose a delivery address.')).toBeVisible()
  },
}

/** Finalized with transport: the receipt and the way to the purchase timeline. */
export const Finalized: Story = {
  parameters: { ...route(), ...sandbox() },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await userEvent.click(f.getByRole('radio', { name: /accept the transport quote/ }))
    await userEvent.selectOptions(f.getByRole('combobox', { name: FinalizeFieldTexts.serviceType }), 'open')
    const address = await f.findByRole('combobox', { name: FinalizeFieldTexts.address })
    await userEvent.selectOptions(address, within(address).getAllByRole('option')[1]!)
    await userEvent.click(f.getByRole('button', { name: FinalizeFormTexts.submit }))
    const page = within(canvasElement)
    await expect(await page.findByText(FinalizeScreenTexts.done)).toBeVisible()
    await expect(page.getByText(FinalizeScreenTexts.transport)).toBeVisible()
    await expect(page.getByRole('link', { name: FinalizeScreenTexts.timeline })).toHaveAttribute(
      'href',
      `/myacv/won/timeline/${WON}`,
    )
  },
}

/** The server refuses the finalize: its words are shown and every choice stays as chosen. */
export const Refused: Story = {
  parameters: {
    ...route(),
    ...sandbox({ failures: [{ callFails: { path: '*/bff/orders/finalize/:id', status: 409, method: 'put' } }] }),
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await userEvent.click(f.getByRole('radio', { name: 'Check' }))
    await userEvent.click(f.getByRole('button', { name: FinalizeFormTexts.submit }))
    await expect(await f.findByText('The sandbox failed this call (409).')).toBeVisible()
    await expect(f.getByRole('radio', { name: 'Check' })).toBeChecked()
    await expect(f.getByRole('button', { name: FinalizeFormTexts.submit })).toBeEnabled()
  },
}

export const Loading: Story = {
  parameters: { ...route(), ...sandbox({ failures: [{ slowResponses: 'forever' }] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(FinalizeFormTexts.loading)).toBeInTheDocument()
  },
}

/** The checkout options fail to load: the error with a retry. */
export const Failed: Story = {
  parameters: {
    ...route(),
    ...sandbox({ failures: [{ callFails: { path: '*/bff/orders/:id/checkout_options/:dealerId', status: 400 } }] }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** A malformed checkout options payload: the section's error state, never a white page. */
export const Malformed: Story = {
  parameters: {
    ...route(),
    ...sandbox({ failures: [{ callMalformed: { path: '*/bff/orders/:id/checkout_options/:dealerId' } }] }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** A link with a broken id. */
export const NotFound: Story = {
  parameters: { ...route('abc'), ...sandbox() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FinalizeScreenTexts.badId)).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: { ...route(), ...sandbox() },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await form(canvasElement)
  },
}
