import { PERSONAS } from '../world/personas'

/** The demo personas as a console table: email, password, what each is for. */
export const personasTable = (): string => {
  const rows = [['Email', 'Password', 'What for'], ...PERSONAS.map((p) => [p.email, p.password, p.purpose])]
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) =>
    `  ${(r[0] ?? '').padEnd(widths[0] ?? 0)}  ${(r[1] ?? '').padEnd(widths[1] ?? 0)}  ${r[2] ?? ''}`
  const [head, ...body] = rows
  return ['Demo personas:', line(head ?? []), ...body.map(line)].join('\n')
}
