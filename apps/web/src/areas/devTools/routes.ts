/** /dev-tools (shell §2.2; ADR 0038), behind the dev-tools flag in the domain's route table. */
export const routeIds = ['devTools'] as const
