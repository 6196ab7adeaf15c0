import { Analytics, ErrorReporting } from '@gavel/domain'
import { AnalyticsConsole } from '../browser/AnalyticsConsole'
import { ErrorReportingConsole } from '../browser/ErrorReportingConsole'
import type { CoreModule } from './binder'

/** Monitoring and analytics from the app's start (shell §4.6): console sinks, the third-party services are not named. */
export const monitoringModule: CoreModule = ({ bind }) => {
  bind<ErrorReporting>(ErrorReporting.key).toConstantValue(new ErrorReportingConsole())
  bind<Analytics>(Analytics.key).toConstantValue(new AnalyticsConsole())
}
