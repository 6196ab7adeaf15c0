import styled from 'styled-components'
import { visuallyHidden } from '../../theme/visuallyHidden'

export const Summary = styled.span<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.medium : theme.fontWeights.regular)};
`

export const Thumb = styled.img`
  width: 56px;
  height: 42px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`

export const NoThumb = styled.span`
  width: 56px;
  height: 42px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

export const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`

export const Body = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`

export const When = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const UnreadDot = styled.span`
  width: 10px;
  height: 10px;
  margin-top: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`

export const ReadState = styled.span`
  ${visuallyHidden}
`
