import type { TermsDocument } from '@gavel/domain'

const section = (n: number, heading: string, text: string) => [
  { kind: 'heading' as const, text: `${n}. ${heading}` },
  { kind: 'paragraph' as const, text },
  { kind: 'paragraph' as const, text },
]

/** Terms long enough to need scrolling (as the sandbox's are), for component stories and tests. */
export const LONG_TERMS: TermsDocument = {
  title: 'Gavel Terms of Service',
  blocks: [
    { kind: 'heading', text: 'Gavel Terms of Service' },
    ...section(
      1,
      'The marketplace',
      'Gavel is a dealer-to-dealer wholesale vehicle marketplace. Only licensed dealers may buy.',
    ),
    ...section(
      2,
      'Bids are binding',
      'A bid or accepted offer is a binding commitment to buy the vehicle at that price.',
    ),
    ...section(3, 'Fees', 'Buy and sell fees follow the fee schedule in effect when the auction ends.'),
    { kind: 'item', text: 'Buy fee' },
    { kind: 'item', text: 'Sell fee' },
    ...section(
      4,
      'Condition reports',
      'Condition reports describe the vehicle as inspected; arbitration follows the policy.',
    ),
    ...section(5, 'Payment and title', 'Payment is due within two business days; title transfers when payment clears.'),
    { kind: 'paragraph', text: '<script>alert("never markup")</script> stays text.' },
  ],
}

/** Terms that fit without scrolling. */
export const SHORT_TERMS: TermsDocument = {
  title: 'Gavel Terms of Service',
  blocks: [{ kind: 'paragraph', text: 'Short terms.' }],
}
