import type { ConditionSection } from '../../model/conditionReport'
import type { AuctionId, DealerId } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { ArbitrationAction } from './progress'

/**
 * An arbitration complaint as the buyer fills it (marketplace §2 "sections, questions, odometer entry, evidence
 * upload"; §3 Complaint: sectionId, questionId, questionTitle, feedback, evidences, submitted, complaintId).
 */
export interface ComplaintDraft {
  readonly sectionId: string | null
  readonly questionId: string | null
  readonly feedback: string
  /** The odometer as typed (digits). */
  readonly odometer: string
}

export type ComplaintField = keyof ComplaintDraft

export const emptyComplaint: ComplaintDraft = { sectionId: null, questionId: null, feedback: '', odometer: '' }

/** The complaint form's texts (our design). */
export const ComplaintTexts = {
  sectionRequired: 'Choose the section of the condition report the problem is in.',
  questionRequired: 'Choose the item that is wrong.',
  feedbackRequired: 'Describe the problem.',
  feedbackTooLong: 'Keep the description under 2,000 characters.',
  odometerRequired: 'Enter the odometer reading.',
  odometerInvalid: 'Enter the odometer as whole miles, digits only.',
  uploadsPending: 'Wait for every file to finish uploading, or remove the ones that failed.',
} as const

export const FEEDBACK_MAX = 2000
/** The POST issues type of an arbitration complaint (marketplace §7 POST issues {type, value, dealer_id}). */
export const COMPLAINT_ISSUE_TYPE = 'arbitration_complaint'

export type ComplaintErrors = Partial<Record<ComplaintField, string>>

/** Why the complaint field is wrong, or undefined (validated on blur and on submit). */
export const complaintFieldError = (draft: ComplaintDraft, field: ComplaintField): string | undefined => {
  switch (field) {
    case 'sectionId':
      return draft.sectionId === null ? ComplaintTexts.sectionRequired : undefined
    case 'questionId':
      return draft.questionId === null ? ComplaintTexts.questionRequired : undefined
    case 'feedback':
      if (draft.feedback.trim() === '') return ComplaintTexts.feedbackRequired
      return draft.feedback.length > FEEDBACK_MAX ? ComplaintTexts.feedbackTooLong : undefined
    case 'odometer':
      if (draft.odometer.trim() === '') return ComplaintTexts.odometerRequired
      return /^\d{1,7}$/.test(draft.odometer.trim().replaceAll(',', '')) ? undefined : ComplaintTexts.odometerInvalid
  }
}

export const validateComplaint = (draft: ComplaintDraft): ComplaintErrors => {
  const errors: Partial<Record<ComplaintField, string>> = {}
  for (const field of ['sectionId', 'questionId', 'feedback', 'odometer'] as const) {
    const error = complaintFieldError(draft, field)
    if (error !== undefined) errors[field] = error
  }
  return errors
}

/** The complaint sent (the issue's value, JSON: our design, docs/adr/0023). */
export interface ComplaintSubmission {
  readonly auctionId: AuctionId
  readonly dealerId: DealerId
  readonly sectionId: string
  readonly questionId: string
  readonly questionTitle: string
  readonly feedback: string
  readonly odometer: number
  readonly evidences: readonly string[]
}

/** The submission of a valid draft against the condition report's sections, or null when it is not valid. */
export const complaintSubmission = (
  draft: ComplaintDraft,
  sections: readonly ConditionSection[],
  context: { readonly auctionId: AuctionId; readonly dealerId: DealerId; readonly evidences: readonly string[] },
): ComplaintSubmission | null => {
  if (Object.keys(validateComplaint(draft)).length > 0) return null
  const question = sections.find((s) => s.id === draft.sectionId)?.questions.find((q) => q.id === draft.questionId)
  if (!question || draft.sectionId === null) return null
  return {
    ...context,
    sectionId: draft.sectionId,
    questionId: question.id,
    questionTitle: question.title,
    feedback: draft.feedback.trim(),
    odometer: Number(draft.odometer.trim().replaceAll(',', '')),
  }
}

/** A submitted complaint: the issue's id is the complaint id. */
export interface ComplaintReceipt {
  readonly complaintId: number
}

/**
 * Arbitration (marketplace §7 GET bff/arbitrations/actions/{id}?dealer_id; POST issues {type, value, dealer_id}).
 * A refused complaint rejects with ActionRejected carrying the server's reason.
 */
export interface Arbitration {
  actions(auctionId: AuctionId, dealerId: DealerId): Promise<readonly ArbitrationAction[]>
  submitComplaint(complaint: ComplaintSubmission): Promise<ComplaintReceipt>
}
export const Arbitration = createPortId<Arbitration>('arbitration')
