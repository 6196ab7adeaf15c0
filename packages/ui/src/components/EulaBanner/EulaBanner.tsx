import type { Lane } from '@gavel/domain'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'

/** The banner's words (marketplace §5 gives the rule, not the text: our design). */
export const EulaBannerTexts = {
  title: 'Review the terms of service',
  body: (lanes: string) => `Accept the current terms of service to keep bidding in ${lanes}.`,
  review: 'Review terms',
  dismiss: 'Dismiss',
} as const

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    flex: 1 1 240px;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

export interface EulaBannerProps {
  /** The lanes whose EULA the user has not accepted (the rule needs at least one, marketplace §5). */
  readonly lanes: readonly Lane[]
  /** Where the terms can be read; none hides the link. */
  readonly termsUrl?: string | null
  readonly onDismiss: () => void
}

/** 'and'-joined lane names: "Live Auctions and No Reserve Preview". */
const laneList = (lanes: readonly Lane[]) => {
  const names = lanes.map((l) => l.displayName)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The EULA banner of marketplace §5: which lanes need the terms accepted, a link to them, and Dismiss. */
export const EulaBanner = ({ lanes, termsUrl, onDismiss }: EulaBannerProps) => (
  <Box aria-label={EulaBannerTexts.title}>
    <h2>{EulaBannerTexts.title}</h2>
    <p>{EulaBannerTexts.body(laneList(lanes))}</p>
    {termsUrl && (
      <a href={termsUrl} target="_blank" rel="noopener noreferrer">
        {EulaBannerTexts.review}
      </a>
    )}
    <Button variant="secondary" size="sm" onClick={onDismiss}>
      {EulaBannerTexts.dismiss}
    </Button>
  </Box>
)
