import type { RegistrationDraft } from '@gavel/ui/areas/registration'

/**
 * The registration in progress, kept in this tab's memory only (it holds an e-mail and a phone: never in the URL or
 * storage); a reload starts again at the form.
 */
let current: RegistrationDraft | null = null

export const registrationDraft = {
  get: (): RegistrationDraft | null => current,
  set: (draft: RegistrationDraft): void => {
    current = draft
  },
}
