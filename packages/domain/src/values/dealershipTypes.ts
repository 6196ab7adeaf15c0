/** The dealership types of shell §3 by name (the `DealershipType` Schema's values). */
export const DealershipTypes = {
  franchise: 1,
  independent: 2,
  wholesaler: 3,
  acvCertifiedIndependent: 4,
  commercial: 5,
} as const satisfies Record<string, 1 | 2 | 3 | 4 | 5>
