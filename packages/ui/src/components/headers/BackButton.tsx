import { DEFAULT_BACK_ROUTE } from '@gavel/domain'
import { useNavigate } from 'react-router'
import styled from 'styled-components'

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

/**
 * The mobile header's back button (shell §2.1): back in history, or to the default back route (shell §4.1) when
 * the page was opened directly.
 */
export const BackButton = () => {
  const navigate = useNavigate()
  const hasHistory = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0
  return (
    <Back type="button" aria-label="Back" onClick={() => (hasHistory ? navigate(-1) : navigate(DEFAULT_BACK_ROUTE))}>
      <span aria-hidden="true">‹</span>
    </Back>
  )
}
