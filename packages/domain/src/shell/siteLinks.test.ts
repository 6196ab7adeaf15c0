import { describe, expect, it } from 'vitest'
import { copyright, footerLinks, signedOutActions, signedOutLinks } from './siteLinks'

const labels = (links: readonly { label: string }[]) => links.map((l) => l.label)

describe('site links (shell §2.1)', () => {
  it('lists the signed-out nav on the marketing site, then LOG IN and REGISTER NOW', () => {
    expect(labels(signedOutLinks('https://m.test/'))).toEqual([
      'Features',
      'Testimonials',
      'Pricing',
      'Sell',
      'Careers',
      'Contact',
    ])
    expect(signedOutLinks('https://m.test/')[0]?.href).toBe('https://m.test/features')
    expect(signedOutActions).toEqual([
      { label: 'LOG IN', href: '/login' },
      { label: 'REGISTER NOW', href: '/registration' },
    ])
  })
  it('shows the fee schedule in the footer only with the new-fee-schedule flag', () => {
    expect(labels(footerLinks({}))).toEqual(['Support', 'Dealer Forms', 'Legal', 'Terms of Service', 'Privacy Policy'])
    expect(footerLinks({ enable_new_fee_schedule_page: true }).at(-1)).toEqual({
      label: 'Fee Schedule',
      href: '/myacv/fee-schedule',
    })
  })
  it('writes the copyright with the year', () => {
    expect(copyright(2027, 'Gavel')).toBe('© 2027 Gavel. All rights reserved.')
  })
})
