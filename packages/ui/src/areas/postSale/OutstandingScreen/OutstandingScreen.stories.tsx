import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { FinalizeFormTexts } from '../FinalizeForm'
import { FinalizeScreenTexts } from '../FinalizeScreen'
import { OutstandingScreen, OutstandingTexts } from './OutstandingScreen'

/** Screen stories run against the sandbox (STYLE rule 15): outstanding@ won three auctions to finalize. */
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'outstanding', ...options },
})

const meta = {
  title: 'Screens/PostSale/OutstandingScreen',
  component: OutstandingScreen,
  parameters: { route: { path: '/auctions/outstanding', at: '/auctions/outstanding' } },
} satisfies Meta<typeof OutstandingScreen>
export default meta
type Story = StoryObj<typeof meta>

const items = async (root: HTMLElement) =>
  within(await within(root).findByRole('list', { name: OutstandingTexts.list })).getAllByRole('listitem')

/** Three won auctions, each with its photo and title linking to its page, and a Finalize button. */
export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: OutstandingTexts.heading, level: 1 })).toBeVisible()
    const list = await items(canvasElement)
    await expect(list).toHaveLength(3)
    await expect(within(list[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auction\/88000\d$/),
    )
    await expect(within(list[0]!).getByRole('button', { name: /^Finalize / })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Finalizing one here, with the same form as the won page: it leaves the list at once. */
export const FinalizeOne: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const list = await items(canvasElement)
    await userEvent.click(within(list[0]!).getByRole('button', { name: /^Finalize / }))
    const form = within(await within(list[0]!).findByRole('form', { name: 'Finalize purchase' }))
    await userEvent.click(await form.findByRole('button', { name: FinalizeFormTexts.submit }))
    const page = within(canvasElement)
    await expect(await page.findByText(FinalizeScreenTexts.done)).toBeVisible()
    await expect(await items(canvasElement)).toHaveLength(2)
  },
}

/** A user with nothing to finalize. */
export const Empty: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(OutstandingTexts.none)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(OutstandingTexts.loading)).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/api/acvapi/v3/auctions/to_finalize', status: 400 } }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await items(canvasElement)
  },
}
