import { Schema } from 'effect'

/** One question of a condition report section and its answer; `flagged` when the answer reports a problem. */
export const ConditionQuestion = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  answer: Schema.String,
  note: Schema.NullOr(Schema.String),
  flagged: Schema.Boolean,
})
export type ConditionQuestion = typeof ConditionQuestion.Type

export const ConditionSection = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  questions: Schema.Array(ConditionQuestion),
})
export type ConditionSection = typeof ConditionSection.Type

/** The condition report of an auction's vehicle (marketplace §3 "Condition report: sections and questions"). */
export const ConditionReport = Schema.Struct({ sections: Schema.Array(ConditionSection) })
export type ConditionReport = typeof ConditionReport.Type

/** How many answers of a section report a problem. */
export const flaggedCount = (section: ConditionSection): number => section.questions.filter((q) => q.flagged).length
