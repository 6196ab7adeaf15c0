import { type RewardsButtonState, rewardsButtonText } from '@gavel/domain'
import { Link } from 'react-router'
import styled from 'styled-components'

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.infoSoft};
  }
  ${({ theme }) => theme.media.mobile} {
    flex-shrink: 0;
    max-width: 38vw;
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

/** On a phone a long text is cut with an ellipsis (the link's accessible name keeps it whole). */
const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`

/**
 * The rewards button (shell §2.1): 'Dealer Rewards Program' before enrolment, '{n} pts.' after, '-- pts.
 * (updating)' while the points are computed. It leads to /rewards.
 */
export const RewardsButton = ({ state }: { readonly state: RewardsButtonState }) => (
  <Pill to="/rewards" aria-label={`Rewards: ${rewardsButtonText(state)}`} data-rewards="">
    <Text>{rewardsButtonText(state)}</Text>
  </Pill>
)
