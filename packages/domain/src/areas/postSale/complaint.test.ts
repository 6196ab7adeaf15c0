import { describe, expect, it } from 'vitest'
import { auctionId, dealerId } from '../../model/ids'
import { ComplaintTexts, complaintSubmission, emptyComplaint, validateComplaint } from './complaint'
import { evidenceRefusal } from './evidence'
import { evidenceReducer, evidenceSettled, uploadedKeys } from './evidenceQueue'

const sections = [
  {
    id: 'engine',
    title: 'Engine',
    questions: [{ id: 'e1', title: 'Engine noise', answer: 'No', note: null, flagged: false }],
  },
]
const context = { auctionId: auctionId(7), dealerId: dealerId(101), evidences: ['k1'] }

describe('arbitration complaint (marketplace §2, §3 Complaint)', () => {
  it('names every missing field, and a bad odometer', () => {
    expect(validateComplaint(emptyComplaint)).toEqual({
      sectionId: ComplaintTexts.sectionRequired,
      questionId: ComplaintTexts.questionRequired,
      feedback: ComplaintTexts.feedbackRequired,
      odometer: ComplaintTexts.odometerRequired,
    })
    expect(validateComplaint({ ...emptyComplaint, odometer: '12.5' }).odometer).toBe(ComplaintTexts.odometerInvalid)
  })

  it('builds the submission with the question title and the odometer as a number', () => {
    const draft = { sectionId: 'engine', questionId: 'e1', feedback: ' Knocks when cold ', odometer: '48,210' }
    expect(complaintSubmission(draft, sections, context)).toEqual({
      ...context,
      sectionId: 'engine',
      questionId: 'e1',
      questionTitle: 'Engine noise',
      feedback: 'Knocks when cold',
      odometer: 48_210,
    })
    expect(complaintSubmission({ ...draft, questionId: 'nope' }, sections, context)).toBeNull()
  })
})

describe('evidence files (ADR 0029 uploads)', () => {
  it('refuses other types and files over 20 MB before sending, naming the limit', () => {
    expect(evidenceRefusal({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(evidenceRefusal({ name: 'b.pdf', type: 'application/pdf', size: 21 * 1024 * 1024 })).toBe(
      'b.pdf is larger than 20 MB (the limit for documents).',
    )
    expect(evidenceRefusal({ name: 'c.exe', type: '', size: 1 })).toMatch(/not a JPEG/)
  })

  it('keeps the other files when one fails, and retries that one alone', () => {
    let items = evidenceReducer([], { type: 'added', id: 'a', name: 'a.jpg' })
    items = evidenceReducer(items, { type: 'added', id: 'b', name: 'b.jpg' })
    items = evidenceReducer(items, { type: 'progress', id: 'a', fraction: 0.5 })
    items = evidenceReducer(items, { type: 'failed', id: 'b', error: 'Network' })
    items = evidenceReducer(items, { type: 'uploaded', id: 'a', fileKey: 'ka' })
    expect(items.map((i) => [i.id, i.status])).toEqual([
      ['a', 'done'],
      ['b', 'failed'],
    ])
    expect(evidenceSettled(items)).toBe(false)
    items = evidenceReducer(items, { type: 'retried', id: 'b' })
    expect(items[1]).toMatchObject({ status: 'uploading', progress: 0, error: null })
    items = evidenceReducer(items, { type: 'uploaded', id: 'b', fileKey: 'kb' })
    expect(uploadedKeys(items)).toEqual(['ka', 'kb'])
    expect(evidenceSettled(items)).toBe(true)
  })
})
