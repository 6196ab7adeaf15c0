/** The query cache's keys of the inspections area; `all` invalidates every one of them. */
export const inspectionKeys = {
  all: ['inspections'] as const,
  options: (dealerId: number) => ['inspections', 'options', dealerId] as const,
  list: (dealerId: number) => ['inspections', 'list', dealerId] as const,
}
