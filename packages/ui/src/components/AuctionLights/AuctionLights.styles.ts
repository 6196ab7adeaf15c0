import type { LightColor } from '@gavel/domain'
import styled from 'styled-components'

/** Light colours: decorative only (the label says which light it is). */
const DOT: Record<LightColor, string> = { green: '#1e6b34', yellow: '#e0a800', red: '#b3261e', blue: '#0b4f9c' }

export const Lights = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
`

export const Dot = styled.span<{ $color: LightColor }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => DOT[$color]};
  border: 1px solid ${({ theme }) => theme.colors.text};
  flex: none;
  align-self: center;
`

export const Notes = styled.ul`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: 0;
  list-style: none;
`

export const Badge = styled.li`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`
