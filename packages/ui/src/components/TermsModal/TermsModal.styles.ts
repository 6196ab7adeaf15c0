import styled from 'styled-components'
import { Dialog as DialogPrimitive } from '../../primitives/Dialog'

/** The modal itself; clicking beside it does nothing (marketplace §5: it cannot be dismissed by clicking away). */
export const Dialog = styled(DialogPrimitive)`
  gap: ${({ theme }) => theme.space[4]};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

/** The terms themselves: the one scrolling part, focusable so the keyboard can scroll it. */
export const Terms = styled.div`
  flex: 1 1 auto;
  min-height: 160px;
  max-height: 50vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
`

export const Agreement = styled.label<{ $enabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $enabled }) => ($enabled ? theme.colors.text : theme.colors.textMuted)};
  cursor: ${({ $enabled }) => ($enabled ? 'pointer' : 'not-allowed')};
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
  }
`

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
