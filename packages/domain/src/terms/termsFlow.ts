import { Messages } from '../messages'
import type { TermsState } from '../model/terms'

/**
 * The terms of service flow (marketplace §4): check, then acceptance required and the modal, then accept.
 * After accepting, required is false and accepted true, a success toast shows once, then the state is cleared.
 * Failures are stored.
 */
export interface TermsFlow {
  readonly state: TermsState
  readonly modalOpen: boolean
  /** The success toast still to show (once). */
  readonly pendingToast: string | null
}

export type TermsEvent =
  | {
      readonly type: 'checked'
      readonly acceptanceRequired: boolean
      readonly eulaId: string
      readonly contentUrl: string
    }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly type: 'contentFailed'; readonly error: string }
  | { readonly type: 'accepted' }
  | { readonly type: 'toastShown' }

export const initialTermsFlow: TermsFlow = {
  state: { eulaId: null, contentUrl: null, acceptanceRequired: false, accepted: false, errors: [] },
  modalOpen: false,
  pendingToast: null,
}

export const termsFlow = (flow: TermsFlow, event: TermsEvent): TermsFlow => {
  switch (event.type) {
    case 'checked':
      return {
        ...flow,
        state: {
          ...flow.state,
          eulaId: event.eulaId,
          contentUrl: event.contentUrl,
          acceptanceRequired: event.acceptanceRequired,
          errors: [],
        },
        modalOpen: event.acceptanceRequired,
      }
    case 'failed':
      return { ...flow, state: { ...flow.state, errors: [...flow.state.errors, event.error] } }
    case 'contentFailed':
      return { ...flow, modalOpen: false, state: { ...flow.state, errors: [...flow.state.errors, event.error] } }
    case 'accepted':
      return {
        state: { ...flow.state, acceptanceRequired: false, accepted: true, errors: [] },
        modalOpen: false,
        pendingToast: Messages.termsAccepted,
      }
    case 'toastShown':
      return flow.pendingToast === null ? flow : initialTermsFlow
  }
}
