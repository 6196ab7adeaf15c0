import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TermsModal, TermsModalTexts } from './TermsModal'
import { LONG_TERMS, SHORT_TERMS } from './termsFixture'

const meta = {
  title: 'Terms/TermsModal',
  component: TermsModal,
  args: { document: LONG_TERMS, pdfUrl: 'https://gateway.test/gw/terms/eula/7/pdf', onAccept: fn() },
} satisfies Meta<typeof TermsModal>
export default meta
type Story = StoryObj<typeof meta>

const parts = (canvasElement: HTMLElement) => {
  const page = within(canvasElement)
  return {
    page,
    dialog: page.getByRole('dialog', { name: 'Updated ACV Terms of Service' }),
    terms: page.getByRole('region', { name: TermsModalTexts.termsRegion }),
    checkbox: page.getByRole('checkbox', { name: TermsModalTexts.agree }),
    accept: page.getByRole('button', { name: TermsModalTexts.accept }),
  }
}

/** Scrolls the terms to `gap` px above the bottom, as a reader's wheel would. */
const scrollTerms = async (terms: HTMLElement, gap: number) => {
  terms.scrollTop = terms.scrollHeight - terms.clientHeight - gap
  terms.dispatchEvent(new Event('scroll'))
}

export const BeforeScrolling: Story = {
  play: async ({ canvasElement }) => {
    const { page, dialog, terms, checkbox, accept } = parts(canvasElement)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(page.getByRole('heading', { name: '2. Bids are binding' })).toBeVisible()
    await expect(page.getByText('<script>alert("never markup")</script> stays text.')).toBeInTheDocument()
    await expect(terms).toHaveFocus()
    await expect(checkbox).toBeDisabled()
    await expect(checkbox).toHaveAccessibleDescription(TermsModalTexts.scrollFirst)
    await expect(accept).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('link', { name: TermsModalTexts.downloadPdf })).toHaveAttribute(
      'href',
      'https://gateway.test/gw/terms/eula/7/pdf',
    )
    await scrollTerms(terms, 26)
    await expect(checkbox).toBeDisabled()
  },
}

export const AfterScrolling: Story = {
  play: async ({ canvasElement }) => {
    const { terms, checkbox, accept } = parts(canvasElement)
    await scrollTerms(terms, 25)
    await waitFor(() => expect(checkbox).toBeEnabled())
    await expect(accept).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Ticked: Story = {
  play: async ({ canvasElement, args }) => {
    const { terms, checkbox, accept } = parts(canvasElement)
    await userEvent.click(accept)
    await expect(args.onAccept).not.toHaveBeenCalled()
    await scrollTerms(terms, 0)
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(accept).not.toHaveAttribute('aria-disabled')
    await userEvent.click(accept)
    await expect(args.onAccept).toHaveBeenCalledTimes(1)
  },
}

export const Accepting: Story = {
  args: { accepting: true },
  play: async ({ canvasElement, args }) => {
    const { accept } = parts(canvasElement)
    await expect(accept).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(accept)
    await expect(args.onAccept).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { document: null },
  play: async ({ canvasElement }) => {
    const { page, checkbox } = parts(canvasElement)
    await expect(page.getByRole('status')).toHaveTextContent(TermsModalTexts.loading)
    await expect(checkbox).toBeDisabled()
  },
}

export const ShortTermsNeedNoScrolling: Story = {
  args: { document: SHORT_TERMS },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(parts(canvasElement).checkbox).toBeEnabled())
  },
}

/** Escape and clicks outside the dialog leave it open; Tab keeps focus inside it. */
export const CannotBeDismissed: Story = {
  play: async ({ canvasElement }) => {
    const { page, dialog, terms } = parts(canvasElement)
    await userEvent.keyboard('{Escape}')
    await userEvent.click(page.getByTestId('terms-backdrop'), { skipHover: true })
    await expect(dialog).toBeVisible()
    await scrollTerms(terms, 0)
    terms.focus()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await expect(terms).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(page.getByRole('button', { name: TermsModalTexts.accept })).toHaveFocus()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
