/** The rewards page (ADR 0028); it checks eligibility itself (shell §2.2). */
export const routeIds = ['rewards', 'loyaltySignup'] as const
