import styled, { css } from 'styled-components'

/**
 * A countdown's own box (`contained`): one `ch` (a tabular figure's width) per character of its text, one line tall,
 * and contained in size and layout. Its text changing, every second in the last hour, lays out this box alone:
 * not what holds it, as long as that is not a flex or grid container (Chromium lets no flex or grid item bound a
 * layout), so the holder puts it in a box of its own. No wider than the text itself, so the price line keeps its room
 * ('23h 59m' is 7.03 ch in Debian's bold sans: 1 px to spare); overflow stays visible, so a font with a wider 'm' never
 * cuts the label.
 */
export const Box = styled.span<{ $chars: number }>`
  display: block;
  contain: size layout style;
  width: calc(${({ $chars }) => $chars}ch + 2 * ${({ theme }) => theme.space[2]} + 1px);
  height: calc(${({ theme }) => theme.lineHeights.normal}em + 2px);
  line-height: ${({ theme }) => theme.lineHeights.normal};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: right;
  white-space: nowrap;
`

export const Time = styled.time<{ $urgent: boolean; $ended: boolean }>`
  display: inline-block;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding: 1px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $ended }) => ($ended ? theme.colors.textMuted : theme.colors.text)};
  ${({ $urgent }) =>
    $urgent &&
    css`
      background: ${({ theme }) => theme.colors.urgent};
      color: ${({ theme }) => theme.colors.onPrimary};
    `}
`
