import { type ConditionSection, flaggedCount } from '@gavel/domain'
import { useId } from 'react'
import { Count, Heading, Panel, Problem, Toggle } from './ConditionReport.styles'

export interface ConditionSectionPanelProps {
  readonly section: ConditionSection
  readonly expanded: boolean
  readonly onToggle: () => void
}

const problemsText = (n: number) => (n === 0 ? 'No problems' : n === 1 ? '1 problem' : `${n} problems`)

/** One section of the condition report: a heading button that shows or hides its questions and answers. */
export const ConditionSectionPanel = ({ section, expanded, onToggle }: ConditionSectionPanelProps) => {
  const panelId = useId()
  const problems = flaggedCount(section)
  return (
    <>
      <Heading>
        <Toggle type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          {section.title}
          <Count $problems={problems > 0}>{problemsText(problems)}</Count>
        </Toggle>
      </Heading>
      <Panel id={panelId} role="region" aria-label={section.title} hidden={!expanded}>
        <dl>
          {section.questions.map((q) => (
            <div key={q.id} style={{ display: 'contents' }}>
              <dt>{q.title}</dt>
              <dd>
                {q.flagged ? <Problem>Problem: {q.answer}</Problem> : q.answer}
                {q.note && <div>{q.note}</div>}
              </dd>
            </div>
          ))}
        </dl>
      </Panel>
    </>
  )
}
