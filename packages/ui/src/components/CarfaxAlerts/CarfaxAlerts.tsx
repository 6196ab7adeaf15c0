import type { CarfaxReport } from '@gavel/domain'
import { Alerts, Figures } from './CarfaxAlerts.styles'

export interface CarfaxAlertsProps {
  readonly report: CarfaxReport
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The vehicle history (marketplace §3 "carfax alerts"): owners, accidents and each alert in words. */
export const CarfaxAlerts = ({ report }: CarfaxAlertsProps) => (
  <>
    <Figures>
      <div>
        <dt>Owners</dt>
        <dd>{report.owners}</dd>
      </div>
      <div>
        <dt>Accidents</dt>
        <dd>{plural(report.accidents, 'accident', 'accidents')}</dd>
      </div>
    </Figures>
    {report.alerts.length === 0 ? (
      <p>No history alerts reported.</p>
    ) : (
      <Alerts aria-label="History alerts">
        {report.alerts.map((alert) => (
          <li key={`${alert.type}:${alert.message}`}>
            <strong>Alert ({alert.type}):</strong> {alert.message}
          </li>
        ))}
      </Alerts>
    )}
  </>
)
