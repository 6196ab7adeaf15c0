import { type AuctionId, type ConditionSection, type DealerId, messageOf } from '@gavel/domain'
import {
  Arbitration,
  type ComplaintDraft,
  type ComplaintField,
  ComplaintTexts,
  complaintFieldError,
  complaintSubmission,
  emptyComplaint,
  evidenceSettled,
  uploadedKeys,
  validateComplaint,
} from '@gavel/domain/areas/postSale'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Actions, Alert, Card, FieldError, FieldLabel, Select, Success, TextArea } from '../postSale.styles'
import { EvidenceList } from './EvidenceList'
import { Form } from './ReportProblemScreen.styles'
import { useEvidence } from './useEvidence'

export const ComplaintFormTexts = {
  section: 'Section',
  question: 'Item',
  feedback: 'What is wrong',
  odometer: 'Odometer (miles)',
  choose: 'Choose…',
  submit: 'Submit complaint',
  sending: 'Submitting…',
  submitted: 'Complaint submitted.',
  complaintId: (id: number) => `Your complaint number is ${id}. We will contact you about it.`,
} as const

export interface ComplaintFormProps {
  readonly auctionId: AuctionId
  readonly dealerId: DealerId
  readonly sections: readonly ConditionSection[]
  readonly blockedReason: string | null
}

/**
 * The arbitration complaint (marketplace §2): section, question, what is wrong, odometer entry, evidence with a
 * progress bar per file; validated on blur and on submit; a refusal keeps what was typed; sent once at a time.
 */
export const ComplaintForm = ({ auctionId, dealerId, sections, blockedReason }: ComplaintFormProps) => {
  const arbitration = useService(Arbitration)
  const evidence = useEvidence(auctionId)
  const id = useId()
  const [draft, setDraft] = useState<ComplaintDraft>(emptyComplaint)
  const [touched, setTouched] = useState<Partial<Record<ComplaintField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [complaintId, setComplaintId] = useState<number | null>(null)
  const shown = (f: ComplaintField) => (submitted || touched[f] ? complaintFieldError(draft, f) : undefined)
  const blur = (f: ComplaintField) => () => setTouched((t) => ({ ...t, [f]: true }))
  const section = sections.find((s) => s.id === draft.sectionId)
  const settled = evidenceSettled(evidence.items)

  if (complaintId !== null) {
    return (
      <Success role="status">
        <strong>{ComplaintFormTexts.submitted}</strong>
        <span>{ComplaintFormTexts.complaintId(complaintId)}</span>
      </Success>
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (sending || blockedReason !== null || Object.keys(validateComplaint(draft)).length > 0 || !settled) return
    const complaint = complaintSubmission(draft, sections, {
      auctionId,
      dealerId,
      evidences: uploadedKeys(evidence.items),
    })
    if (complaint === null) return
    setSending(true)
    setRefusal(null)
    try {
      setComplaintId((await arbitration.submitComplaint(complaint)).complaintId)
    } catch (error) {
      setRefusal(messageOf(error))
    } finally {
      setSending(false)
    }
  }

  const err = (f: ComplaintField) => {
    const text = shown(f)
    return text === undefined ? null : (
      <FieldError id={`${id}-${f}`} role="alert">
        {text}
      </FieldError>
    )
  }
  const described = (f: ComplaintField) =>
    shown(f) === undefined ? {} : { 'aria-describedby': `${id}-${f}`, 'aria-invalid': true }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Arbitration complaint">
      <Card>
        <FieldLabel>
          {ComplaintFormTexts.section}
          <Select
            value={draft.sectionId ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, sectionId: e.target.value || null, questionId: null }))}
            onBlur={blur('sectionId')}
            {...described('sectionId')}
          >
            <option value="">{ComplaintFormTexts.choose}</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </Select>
        </FieldLabel>
        {err('sectionId')}
        <FieldLabel>
          {ComplaintFormTexts.question}
          <Select
            value={draft.questionId ?? ''}
            disabled={section === undefined}
            onChange={(e) => setDraft((d) => ({ ...d, questionId: e.target.value || null }))}
            onBlur={blur('questionId')}
            {...described('questionId')}
          >
            <option value="">{ComplaintFormTexts.choose}</option>
            {section?.questions.map((q) => (
              <option key={q.id} value={q.id}>
                {q.title}
              </option>
            ))}
          </Select>
        </FieldLabel>
        {err('questionId')}
        <FieldLabel>
          {ComplaintFormTexts.feedback}
          <TextArea
            value={draft.feedback}
            onChange={(e) => setDraft((d) => ({ ...d, feedback: e.target.value }))}
            onBlur={blur('feedback')}
            {...described('feedback')}
          />
        </FieldLabel>
        {err('feedback')}
        <TextField
          label={ComplaintFormTexts.odometer}
          inputMode="numeric"
          autoComplete="off"
          value={draft.odometer}
          onChange={(e) => setDraft((d) => ({ ...d, odometer: e.target.value }))}
          onBlur={blur('odometer')}
          error={shown('odometer') ?? null}
        />
        <EvidenceList
          items={evidence.items}
          onAdd={evidence.add}
          onCancel={evidence.cancel}
          onRetry={evidence.retry}
          onRemove={evidence.remove}
          disabled={blockedReason !== null}
        />
        {submitted && !settled && <FieldError role="alert">{ComplaintTexts.uploadsPending}</FieldError>}
      </Card>
      {refusal !== null && <Alert role="alert">{refusal}</Alert>}
      <Actions>
        <Button type="submit" loading={sending} disabledReason={blockedReason}>
          {sending ? ComplaintFormTexts.sending : ComplaintFormTexts.submit}
        </Button>
      </Actions>
    </Form>
  )
}
