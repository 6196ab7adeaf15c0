import { Analytics, ErrorReporting } from '@gavel/domain'
import { ContainerModule } from 'inversify'
import { AnalyticsConsole } from '../browser/AnalyticsConsole'
import { ErrorReportingConsole } from '../browser/ErrorReportingConsole'

/** Monitoring and analytics from the app's start (shell §4.6): console sinks, the third-party services are not named. */
export const monitoringModule = new ContainerModule(({ bind }) => {
  bind<ErrorReporting>(ErrorReporting.key).toConstantValue(new ErrorReportingConsole())
  bind<Analytics>(Analytics.key).toConstantValue(new AnalyticsConsole())
})
