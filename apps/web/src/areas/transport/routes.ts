import type { RemoteModuleName } from '@gavel/domain'

/** The transportation hub (ADR 0028): behind its flag in the domain's route table. */
export const routeIds = ['transportationHub'] as const

/** A remote module of shell §1: a failed load is tracked and shows the error page with a retry. */
export const remote: RemoteModuleName = 'transportationHub'
