import { Messages } from '@gavel/domain'
import styled from 'styled-components'

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

/**
 * The inactive warning a limited dealer sees on every app page (shell §4.6, §6): 'Your dealership is not currently
 * active.', the user's inactive message title. It goes when a recheck finds the dealer active (the toast 'Your dealer
 * has been activated!' says so).
 */
export const InactiveBanner = () => <Banner role="status">{Messages.dealerInactiveTitle}</Banner>
