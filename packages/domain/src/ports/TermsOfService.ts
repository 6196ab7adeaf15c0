import type { EpochMillis } from '../model/ids'
import type { TermsCheck, TermsDocument } from '../terms/termsDocument'
import { createPortId } from './portId'

/**
 * The terms of service (marketplace §7 "Terms of service"). Reads reject with TermsRetrieveFailed, accepting
 * with TermsSaveFailed; a canceled request stays RequestCanceled and a lost session SessionExpired (both silent).
 */
export interface TermsOfService {
  /** Whether the user must accept the current terms, and which terms those are. */
  check(): Promise<TermsCheck>
  /** The terms' content as plain-text blocks (fetched from the eula url). */
  content(eulaId: string): Promise<TermsDocument>
  /** Where the terms download as a PDF (a plain link: no bearer needed). */
  pdfUrl(eulaId: string): string
  /** Accepts the terms for the user and all their organizations (marketplace §6). */
  accept(eulaId: string, acceptedDate: EpochMillis): Promise<void>
}
export const TermsOfService = createPortId<TermsOfService>('terms-of-service')
