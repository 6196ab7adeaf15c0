import { isLimited, messageOf } from '@gavel/domain'
import {
  EMPTY_OFFBOARDING_FORM,
  type OffboardingForm as Form,
  OFFBOARDING_REASONS,
  type OffboardingAnswer,
  type OffboardingField,
  OffboardingSurvey,
  OffboardingTexts,
  OTHER_REASON_MAX,
  offboardingFieldError,
  validateOffboarding,
  WOULD_RETURN,
} from '@gavel/domain/areas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { Actions, Checks, FieldError, Muted, Refused } from '../common/Page.styles'

export const offboardingKey = ['settings', 'offboarding'] as const

/**
 * The questionnaire: reasons (other needs words), would they return, may we contact them. Checked on blur and on
 * submit; what was chosen stays after a refusal; sent once (busy while sending, one POST per click).
 */
export const OffboardingForm = () => {
  const survey = useService(OffboardingSurvey)
  const session = useSession()
  const client = useQueryClient()
  const [form, setForm] = useState<Form>(EMPTY_OFFBOARDING_FORM)
  const [errors, setErrors] = useState<Partial<Record<OffboardingField, string>>>({})
  const readOnly = session !== null && isLimited(session.user) ? OffboardingTexts.readOnly : null
  const send = useMutation({
    mutationFn: survey.send.bind(survey),
    onSuccess: (answer: OffboardingAnswer) => client.setQueryData(offboardingKey, answer),
  })
  const change = (next: Form, field: OffboardingField) => {
    setForm(next)
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const blur = (field: OffboardingField) =>
    setErrors((e) => ({ ...e, [field]: offboardingFieldError(form, field) ?? undefined }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (send.isPending || readOnly !== null) return
    const checked = validateOffboarding(form)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    send.mutate(checked.submission)
  }
  const toggle = (value: (typeof OFFBOARDING_REASONS)[number]['value'], on: boolean) =>
    change({ ...form, reasons: on ? [...form.reasons, value] : form.reasons.filter((r) => r !== value) }, 'reasons')
  return (
    <form onSubmit={submit} aria-label="Offboarding questionnaire" noValidate>
      {readOnly !== null && <Muted>{readOnly}</Muted>}
      <Checks aria-describedby={errors.reasons ? 'offboarding-reasons-error' : undefined}>
        <legend>{OffboardingTexts.reasonsLegend}</legend>
        {OFFBOARDING_REASONS.map(({ value, label }) => (
          <label key={value}>
            <input
              type="checkbox"
              checked={form.reasons.includes(value)}
              onChange={(e) => toggle(value, e.target.checked)}
              onBlur={() => blur('reasons')}
            />
            {label}
          </label>
        ))}
        {errors.reasons && (
          <FieldError id="offboarding-reasons-error" role="alert">
            {errors.reasons}
          </FieldError>
        )}
      </Checks>
      {form.reasons.includes('other') && (
        <TextField
          label={OffboardingTexts.otherLabel}
          value={form.otherReason}
          maxLength={OTHER_REASON_MAX}
          error={errors.otherReason ?? null}
          onChange={(e) => change({ ...form, otherReason: e.target.value }, 'otherReason')}
          onBlur={() => blur('otherReason')}
        />
      )}
      <Checks aria-describedby={errors.wouldReturn ? 'offboarding-return-error' : undefined}>
        <legend>{OffboardingTexts.returnLegend}</legend>
        {WOULD_RETURN.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="would-return"
              checked={form.wouldReturn === value}
              onChange={() => change({ ...form, wouldReturn: value }, 'wouldReturn')}
            />
            {label}
          </label>
        ))}
        {errors.wouldReturn && (
          <FieldError id="offboarding-return-error" role="alert">
            {errors.wouldReturn}
          </FieldError>
        )}
      </Checks>
      <Checks as="div">
        <label>
          <input
            type="checkbox"
            checked={form.mayContact}
            onChange={(e) => setForm({ ...form, mayContact: e.target.checked })}
          />
          {OffboardingTexts.mayContact}
        </label>
      </Checks>
      <Actions>
        <Button type="submit" loading={send.isPending} disabledReason={readOnly}>
          {OffboardingTexts.send}
        </Button>
        {send.isError && <Refused role="alert">{messageOf(send.error)}</Refused>}
      </Actions>
    </form>
  )
}
