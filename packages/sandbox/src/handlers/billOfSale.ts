import type { Auction, World } from '../world/types'

/** A one-page PDF whose text lines are the given ones (enough for a browser to show and a test to read). */
export const textPdf = (lines: readonly string[]): Uint8Array => {
  const pdfText = (t: string) => t.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)')
  const text = lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${pdfText(l)}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}

/** The bill of sale of a sold auction (our design: the spec says only "file"). */
export const billOfSale = (world: World, auction: Auction, buyerDealerId: number, amount: number): Uint8Array => {
  const v = auction.vehicle
  const name = (id: number) => world.dealerships.get(id)?.name ?? 'Unknown'
  return textPdf([
    'Bill of Sale',
    `Auction ${auction.id}`,
    `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`,
    `VIN ${v.vin}`,
    `Odometer ${v.odometer} miles`,
    `Seller: ${name(auction.sellerDealerId)}`,
    `Buyer: ${name(buyerDealerId)}`,
    `Price: $${amount.toLocaleString('en-US')}`,
  ])
}
