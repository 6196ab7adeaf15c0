import styled from 'styled-components'
import { visuallyHidden } from '../../theme/visuallyHidden'

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

export const Who = styled.span`
  display: flex;
  flex-direction: column;
  max-width: 200px;
  white-space: nowrap;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

export const Dealership = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
