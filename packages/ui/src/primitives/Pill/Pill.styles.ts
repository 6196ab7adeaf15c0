import type { StatusPill } from '@gavel/domain'
import styled, { type DefaultTheme } from 'styled-components'

type Tone = readonly [background: keyof DefaultTheme['colors'], text: keyof DefaultTheme['colors']]

/** One style per pill: soft background, strong text (each pair AA, see tokens). */
const tones: Record<StatusPill, Tone> = {
  no_reserve: ['successSoft', 'success'],
  reserve_met: ['successSoft', 'success'],
  near_reserve: ['warningSoft', 'warning'],
  low_reserve: ['surfaceSunken', 'textMuted'],
  high_bidder: ['success', 'onPrimary'],
  out_bid: ['danger', 'onPrimary'],
  finalize: ['primary', 'onPrimary'],
  received_last_negotiation: ['infoSoft', 'info'],
  sent_last_negotiation: ['infoSoft', 'info'],
  proxy_scheduled: ['infoSoft', 'info'],
  watchlisted: ['surfaceSunken', 'text'],
}

export const StyledPill = styled.span<{ $pill: StatusPill }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.02em;
  background: ${({ theme, $pill }) => theme.colors[tones[$pill][0]]};
  color: ${({ theme, $pill }) => theme.colors[tones[$pill][1]]};
`

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`
