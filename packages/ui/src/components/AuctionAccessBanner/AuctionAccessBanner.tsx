import styled from 'styled-components'

/** The banner's words (marketplace §2 names the banner, not its text: our design, docs/adr/0026). */
export const AuctionAccessBannerTexts = {
  title: 'Your AuctionACCESS account needs attention',
  blocking: 'Until this is fixed you cannot bid or buy.',
} as const

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    flex: 1 1 280px;
    color: ${({ theme }) => theme.colors.text};
  }
  /* On a phone the banner is a slide of the 170px announcements carousel (marketplace §9): compact, so an issue's
     sentence is read whole rather than cut at the slide's bottom edge. */
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.35;
    h2 {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`

export interface AuctionAccessBannerProps {
  /** The account's issues (marketplace §3: message, restrictions.blockingIssue), shown as text. */
  readonly issues: readonly { readonly message: string; readonly restrictions: { readonly blockingIssue: boolean } }[]
}

/** The auction-access issues banner (announcement auction-access-banner, priority 0; shell §4.6, marketplace §2). */
export const AuctionAccessBanner = ({ issues }: AuctionAccessBannerProps) => (
  <Box aria-label={AuctionAccessBannerTexts.title}>
    <h2>{AuctionAccessBannerTexts.title}</h2>
    <ul>
      {issues.map((issue) => (
        <li key={issue.message}>
          {issue.message}
          {issue.restrictions.blockingIssue && ` ${AuctionAccessBannerTexts.blocking}`}
        </li>
      ))}
    </ul>
  </Box>
)
