import { flaggedCount, type ConditionReport as Report } from '@gavel/domain'
import { useState } from 'react'
import { List } from './ConditionReport.styles'
import { ConditionSectionPanel } from './ConditionSectionPanel'

export interface ConditionReportProps {
  readonly report: Report
}

/**
 * The condition report (marketplace §3 "sections and questions"): one collapsible section each; sections that
 * report a problem start open, and problems say so in words as well as colour.
 */
export const ConditionReport = ({ report }: ConditionReportProps) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(report.sections.filter((s) => flaggedCount(s) > 0).map((s) => s.id)),
  )
  if (report.sections.length === 0) return <p>No condition report for this vehicle.</p>
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <List>
      {report.sections.map((section) => (
        <ConditionSectionPanel
          key={section.id}
          section={section}
          expanded={open.has(section.id)}
          onToggle={() => toggle(section.id)}
        />
      ))}
    </List>
  )
}
