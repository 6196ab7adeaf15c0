import { Article } from './PrivacyPolicyScreen.styles'

/** The sections of the privacy policy (shell §2.2 /privacypolicy; the spec names the page, the text is ours). */
export const PRIVACY_SECTIONS: readonly { readonly heading: string; readonly body: string }[] = [
  {
    heading: 'What we collect',
    body: 'Your name, work e-mail, phone, your dealerships and your AuctionACCESS number; the auctions you view, bid on, buy and sell; and technical data about your device and browser.',
  },
  {
    heading: 'How we use it',
    body: 'To run the marketplace: to let you bid, buy, sell, pay, arrange transport and titles, to keep the marketplace fair and secure, and to improve Gavel. Product analytics and error monitoring services process usage data for us.',
  },
  {
    heading: 'Who we share it with',
    body: 'The dealers you trade with (your dealership’s name and the details a sale needs), our financing, transport and inspection partners when you use them, and authorities when the law requires it. We do not sell your data.',
  },
  {
    heading: 'Your choices',
    body: 'You can update your profile and notification settings in Settings, and ask us to export or delete your data by contacting support.',
  },
]

/** /privacypolicy (shell §2.2, linked from the footer): readable signed in or out. */
export const PrivacyPolicyScreen = () => (
  <Article>
    <h1>Privacy Policy</h1>
    {PRIVACY_SECTIONS.map((section) => (
      <section key={section.heading}>
        <h2>{section.heading}</h2>
        <p>{section.body}</p>
      </section>
    ))}
  </Article>
)
