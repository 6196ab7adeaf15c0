import { Schema } from 'effect'
import { EpochMillis } from '../../model/ids'
import { createPortId } from '../../ports/portId'

/** Why a dealer leaves (ADR 0036; the spec names the questionnaire only, marketplace §2 "Other screens"). */
export const OffboardingReason = Schema.Literals([
  'not_buying',
  'not_selling',
  'fees',
  'vehicle_quality',
  'arbitration',
  'transport',
  'other_marketplace',
  'closing_dealership',
  'other',
])
export type OffboardingReason = typeof OffboardingReason.Type

export const WouldReturn = Schema.Literals(['yes', 'maybe', 'no'])
export type WouldReturn = typeof WouldReturn.Type

/** The questionnaire as sent (ADR 0036). */
export const OffboardingAnswer = Schema.Struct({
  reasons: Schema.Array(OffboardingReason),
  otherReason: Schema.NullOr(Schema.String),
  wouldReturn: WouldReturn,
  mayContact: Schema.Boolean,
  submittedAt: EpochMillis,
})
export type OffboardingAnswer = typeof OffboardingAnswer.Type
export type OffboardingSubmission = Omit<OffboardingAnswer, 'submittedAt'>

/** The offboarding questionnaire (GET and POST bff/offboarding, ADR 0036): read the sent one; send it once. */
export interface OffboardingSurvey {
  sent(): Promise<OffboardingAnswer | null>
  send(submission: OffboardingSubmission): Promise<OffboardingAnswer>
}
export const OffboardingSurvey = createPortId<OffboardingSurvey>('settings.offboarding-survey')

/** Each reason's words, in the order the page lists them (ours). */
export const OFFBOARDING_REASONS: readonly { readonly value: OffboardingReason; readonly label: string }[] = [
  { value: 'not_buying', label: 'We are not buying wholesale vehicles now' },
  { value: 'not_selling', label: 'We are not selling wholesale vehicles now' },
  { value: 'fees', label: 'Fees are too high' },
  { value: 'vehicle_quality', label: 'Vehicles were not as described' },
  { value: 'arbitration', label: 'Arbitration did not go our way' },
  { value: 'transport', label: 'Transport was slow or costly' },
  { value: 'other_marketplace', label: 'We use another marketplace' },
  { value: 'closing_dealership', label: 'Our dealership is closing' },
  { value: 'other', label: 'Something else' },
]

export const WOULD_RETURN: readonly { readonly value: WouldReturn; readonly label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'no', label: 'No' },
]

export const OTHER_REASON_MAX = 500

/** The questionnaire's words (ours). */
export const OffboardingTexts = {
  heading: 'Before you go',
  intro: 'Tell us why you are leaving. Your answers go to our dealer success team and help us do better.',
  reasonsLegend: 'Why are you leaving? (choose all that apply)',
  otherLabel: 'Tell us more',
  returnLegend: 'Would you come back to Gavel?',
  mayContact: 'Our dealer success team may contact me about my answers',
  send: 'Send questionnaire',
  loading: 'Loading the questionnaire',
  readOnly: 'Your account is read-only: the questionnaire cannot be sent.',
  chooseReason: 'Choose at least one reason.',
  otherRequired: 'Tell us the other reason.',
  otherTooLong: `Keep it to ${OTHER_REASON_MAX} characters.`,
  chooseReturn: 'Choose whether you would come back.',
  thanks: 'Thank you. We received your answers',
  backToSettings: 'Back to settings',
} as const

export interface OffboardingForm {
  readonly reasons: readonly OffboardingReason[]
  readonly otherReason: string
  readonly wouldReturn: WouldReturn | null
  readonly mayContact: boolean
}
export type OffboardingField = 'reasons' | 'otherReason' | 'wouldReturn'

export const EMPTY_OFFBOARDING_FORM: OffboardingForm = {
  reasons: [],
  otherReason: '',
  wouldReturn: null,
  mayContact: false,
}

/** What is wrong with one field of the form, or null (checked on blur and on submit). */
export const offboardingFieldError = (form: OffboardingForm, field: OffboardingField): string | null => {
  switch (field) {
    case 'reasons':
      return form.reasons.length === 0 ? OffboardingTexts.chooseReason : null
    case 'otherReason':
      if (!form.reasons.includes('other')) return null
      if (form.otherReason.trim() === '') return OffboardingTexts.otherRequired
      return form.otherReason.trim().length > OTHER_REASON_MAX ? OffboardingTexts.otherTooLong : null
    case 'wouldReturn':
      return form.wouldReturn === null ? OffboardingTexts.chooseReturn : null
  }
}

/** The submission the form makes, or each field's error (the other text is only sent with the reason other). */
export const validateOffboarding = (
  form: OffboardingForm,
):
  | { readonly ok: true; readonly submission: OffboardingSubmission }
  | { readonly ok: false; readonly errors: Partial<Record<OffboardingField, string>> } => {
  const errors: Partial<Record<OffboardingField, string>> = {}
  for (const field of ['reasons', 'otherReason', 'wouldReturn'] as const) {
    const error = offboardingFieldError(form, field)
    if (error !== null) errors[field] = error
  }
  if (Object.keys(errors).length > 0 || form.wouldReturn === null) return { ok: false, errors }
  const other = form.reasons.includes('other')
  return {
    ok: true,
    submission: {
      reasons: OFFBOARDING_REASONS.map((r) => r.value).filter((r) => form.reasons.includes(r)),
      otherReason: other ? form.otherReason.trim() : null,
      wouldReturn: form.wouldReturn,
      mayContact: form.mayContact,
    },
  }
}
