import type { ToastKind } from '@gavel/domain'
import styled from 'styled-components'

export const Region = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
`

export const Live = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

const soft = { error: 'dangerSoft', success: 'successSoft', warning: 'warningSoft', info: 'infoSoft' } as const
const strong = { error: 'danger', success: 'success', warning: 'warning', info: 'info' } as const

export const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[strong[$kind]]};
  background: ${({ theme, $kind }) => theme.colors[soft[$kind]]};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

export const Header = styled.strong`
  display: block;
`

export const Text = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Close = styled.button`
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  min-width: 24px;
  min-height: 24px;
`
