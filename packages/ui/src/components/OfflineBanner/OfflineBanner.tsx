import { Messages } from '@gavel/domain'
import styled from 'styled-components'

const Banner = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.offline};
  color: ${({ theme }) => theme.colors.onOffline};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

export interface OfflineBannerProps {
  /** True while the browser has no network (useOnlineStatus() === false). */
  readonly offline: boolean
}

/** 'You are currently offline.' (shell §2.1, marketplace §4), announced when it appears. */
export const OfflineBanner = ({ offline }: OfflineBannerProps) => (
  <div role="status">{offline && <Banner>{Messages.offline}</Banner>}</div>
)
