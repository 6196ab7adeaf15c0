import { Messages, ToastHeaders } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Dialog } from '../primitives/Dialog'
import { useToast } from './ToastProvider'
import { ToastRegion } from './ToastRegion'
import { TOAST_RESHOW_DELAY_MS } from './toastStore'

/** The toasts of shell §8 (headers by kind) and §4.6 (the 250 ms re-show), in the harness's ToastProvider. */
const meta = {
  title: 'Shell/Toasts',
  component: ToastRegion,
  args: {
    toasts: [
      { id: 1, kind: 'error', text: Messages.defaultApiError },
      { id: 2, kind: 'success', text: 'Terms of Service accepted successfully' },
      { id: 3, kind: 'warning', text: 'Your proxy bid is below the current bid.' },
      { id: 4, kind: 'info', text: 'Bidding resumes at 9:00.' },
    ],
    onDismiss: () => {},
  },
} satisfies Meta<typeof ToastRegion>
export default meta
type Story = StoryObj<typeof meta>

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getAllByRole('region', { name: 'Notifications' })[0] as HTMLElement)

export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const items = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-kind]'))
    await expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['error', 'success', 'warning', 'info'])
    await expect(items[0]).toHaveTextContent(`${ToastHeaders.error}${Messages.defaultApiError}`)
    await expect(items[1]).toHaveTextContent(`${ToastHeaders.success}Terms of Service accepted successfully`)
    await expect(items[2]).toHaveTextContent(`${ToastHeaders.warning}Your proxy bid is below the current bid.`)
    // Info toasts have no header (shell §8).
    await expect(items[3]).toHaveTextContent(/^Bidding resumes at 9:00\.×$/)
    await expect(region(canvasElement).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4)
  },
}

export const Mobile: Story = { ...EveryKind, globals: { viewport: { value: 'mobile1' } } }

const Trigger = () => {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast.show('error', Messages.defaultApiError)}>
      Fail again
    </button>
  )
}

/** The same toast shown again while it shows is taken down and comes back after 250 ms (shell §4.6, §9). */
export const ReshownAfterDelay: Story = {
  render: () => <Trigger />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const shown = () => canvas.queryAllByText(Messages.defaultApiError)
    await userEvent.click(canvas.getByRole('button', { name: 'Fail again' }))
    await waitFor(() => expect(shown()).toHaveLength(1))
    const again = performance.now()
    await userEvent.click(canvas.getByRole('button', { name: 'Fail again' }))
    await expect(shown()).toHaveLength(0)
    await waitFor(() => expect(shown()).toHaveLength(1), { timeout: 2_000, interval: 10 })
    await expect(performance.now() - again).toBeGreaterThanOrEqual(TOAST_RESHOW_DELAY_MS - 10)
  },
}

const FailInsideDialog = () => {
  const toast = useToast()
  return (
    <Dialog label="Confirm your bid">
      <button type="button" onClick={() => toast.show('error', Messages.defaultApiError)}>
        Fail inside
      </button>
    </Dialog>
  )
}

/** A modal makes the page behind it inert: a toast shown while one is open shows inside it, once, above its backdrop. */
export const AboveAnOpenDialog: Story = {
  render: () => <FailInsideDialog />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Confirm your bid' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Fail inside' }))
    await waitFor(() => expect(dialog.getByText(Messages.defaultApiError)).toBeVisible())
    await expect(within(canvasElement).getAllByText(Messages.defaultApiError)).toHaveLength(1)
  },
}
