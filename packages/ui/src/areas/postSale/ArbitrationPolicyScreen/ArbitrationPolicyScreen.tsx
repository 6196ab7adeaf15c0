import { Link } from 'react-router'
import { PostSalePage } from '../PostSalePage'
import { Card, Lead, SubHeading } from '../postSale.styles'

/** The policy's words: the spec names the page and not its text, so this is our plain-language summary. */
export const ArbitrationPolicyTexts = {
  heading: 'Arbitration policy',
  lead: 'If a vehicle you bought is not as the condition report described it, you may open an arbitration claim.',
  sections: [
    {
      title: 'When you can report a problem',
      body: 'Within 7 days after the auction ends. The purchase timeline shows the time left in the window.',
    },
    {
      title: 'What to send',
      body: 'The section and item of the condition report that is wrong, what you found, the odometer reading, and photos or documents (JPEG, PNG, HEIC or PDF, up to 20 MB each).',
    },
    {
      title: 'Arbitration plans',
      body: 'Every purchase includes the standard plan. An extended plan can be added when you finalize; its price is shown there.',
    },
    {
      title: 'What happens next',
      body: 'You get a complaint number at once. Our arbitration team reviews the evidence with the seller and contacts you.',
    },
  ],
  won: 'Back to won auctions',
} as const

/** /myacv/won/arbitration-policy (shell §2.4). */
export const ArbitrationPolicyScreen = () => (
  <PostSalePage title={ArbitrationPolicyTexts.heading}>
    <Lead>{ArbitrationPolicyTexts.lead}</Lead>
    {ArbitrationPolicyTexts.sections.map((s) => (
      <Card key={s.title}>
        <SubHeading>{s.title}</SubHeading>
        <p>{s.body}</p>
      </Card>
    ))}
    <Link to="/myacv/won">{ArbitrationPolicyTexts.won}</Link>
  </PostSalePage>
)
