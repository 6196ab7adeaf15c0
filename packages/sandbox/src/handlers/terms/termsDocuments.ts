import type { Eula } from '../../world/terms'

const escapeHtml = (s: string): string =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c)

/** The eula as HTML for the terms modal (long enough to need scrolling to the bottom, marketplace.md 5). */
export const termsHtml = (eula: Eula): string =>
  [
    `<h1>${escapeHtml(eula.title)}</h1>`,
    ...eula.sections.flatMap(([heading, text]) => [
      `<h2>${escapeHtml(heading)}</h2>`,
      ...Array.from({ length: 3 }, () => `<p>${escapeHtml(text)}</p>`),
    ]),
  ].join('\n')

const escapePdf = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')

/**
 * A small, valid one-page PDF of the eula (ASCII only, so the string's length is its byte length): catalog,
 * pages, a page, a Helvetica font and one text stream, with a correct cross-reference table.
 */
export const termsPdf = (eula: Eula): string => {
  const lines = [eula.title, '', ...eula.sections.flatMap(([heading, text]) => [heading, text, ''])]
  const text = lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${escapePdf(line)}) Tj`).join('\n')
  const stream = `BT /F1 10 Tf 14 TL 50 780 Td\n${text}\nET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  return `${body}xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
}
