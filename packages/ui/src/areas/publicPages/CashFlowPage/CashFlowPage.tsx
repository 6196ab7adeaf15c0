import { EmptyState } from '../../../primitives/EmptyState'

/**
 * The cash-flow link pages of a financing data provider (shell §2.2: unauthenticated, no header): the dealer arrives
 * from the provider's e-mail or after connecting a bank account. The spec names the pages, not their words (our
 * design, docs/adr/0026).
 */
export type CashFlowPageKind = 'request' | 'expired' | 'updatedLink' | 'connected' | 'error'

export const CashFlowTexts: Readonly<Record<CashFlowPageKind, { readonly title: string; readonly body: string }>> = {
  request: {
    title: 'Share your cash flow with Gavel Capital',
    body: 'Connect your business bank account through our financing data partner so Gavel Capital can review your credit line. Use the link in the e-mail we sent you; it opens the partner’s secure page.',
  },
  expired: {
    title: 'This link has expired',
    body: 'Links to share your cash flow work for a limited time. Ask your Gavel Capital representative for a new one.',
  },
  updatedLink: {
    title: 'We sent you a new link',
    body: 'A new link to share your cash flow is on its way to your e-mail. The earlier link no longer works.',
  },
  connected: {
    title: 'Your account is connected',
    body: 'Thank you. Gavel Capital now receives your cash-flow data and will be in touch about your credit line. You can close this page.',
  },
  error: {
    title: "We couldn't connect your account",
    body: 'The connection with our financing data partner did not complete. Open the link in your e-mail to try again, or contact Gavel Capital support.',
  },
}

export const CashFlowPage = ({ kind }: { readonly kind: CashFlowPageKind }) => {
  const text = CashFlowTexts[kind]
  return (
    <EmptyState title={text.title} level={1}>
      <p role={kind === 'error' || kind === 'expired' ? 'alert' : undefined}>{text.body}</p>
    </EmptyState>
  )
}
