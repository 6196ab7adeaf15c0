import {
  OffboardingAnswer,
  OffboardingReason,
  type OffboardingSubmission,
  type OffboardingSurvey,
  WouldReturn,
} from '@gavel/domain/areas/settings'
import type { SettingsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

const AnswerWire = Schema.Struct({
  reasons: Schema.Array(OffboardingReason),
  other_reason: Schema.NullOr(Schema.String),
  would_return: WouldReturn,
  may_contact: Schema.Boolean,
  submitted_at: Schema.Number,
})
const decodeState = decodeOrThrow(Schema.Struct({ questionnaire: Schema.NullOr(AnswerWire) }), 'offboarding')
const decodeAnswerWire = decodeOrThrow(AnswerWire, 'offboarding')
const decodeAnswer = decodeOrThrow(OffboardingAnswer, 'offboarding')

const toAnswer = (w: typeof AnswerWire.Type): OffboardingAnswer =>
  decodeAnswer({
    reasons: w.reasons,
    otherReason: w.other_reason,
    wouldReturn: w.would_return,
    mayContact: w.may_contact,
    submittedAt: w.submitted_at,
  })

/**
 * The offboarding questionnaire (ADR 0036: GET and POST bff/offboarding on the settings gateway). Sending is an
 * action: never retried, a refusal (already sent, read-only user, bad input) carries the server's words.
 */
export class OffboardingSurveyHttp implements OffboardingSurvey {
  constructor(private readonly client: SettingsClient) {}

  async sent(): Promise<OffboardingAnswer | null> {
    const { data } = await callGateway(() => this.client.GET('/bff/offboarding'))
    const { questionnaire } = decodeState(data)
    return questionnaire === null ? null : toAnswer(questionnaire)
  }

  async send(submission: OffboardingSubmission): Promise<OffboardingAnswer> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/bff/offboarding', {
          body: {
            reasons: [...submission.reasons],
            other_reason: submission.otherReason,
            would_return: submission.wouldReturn,
            may_contact: submission.mayContact,
          },
        }),
      { action: true },
    )
    return toAnswer(decodeAnswerWire(data))
  }
}
