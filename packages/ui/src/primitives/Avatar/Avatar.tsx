import styled from 'styled-components'
import { initialsOf } from './initials'

const Circle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

export interface AvatarProps {
  readonly fullName: string | null
  readonly email?: string
}

/** The user's initials in a circle; decorative, the name is always written beside it. */
export const Avatar = ({ fullName, email }: AvatarProps) => (
  <Circle aria-hidden="true" data-initials={initialsOf(fullName, email)}>
    {initialsOf(fullName, email)}
  </Circle>
)
