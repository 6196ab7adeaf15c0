import styled from 'styled-components'
import { linksOnOwnRow } from '../NavLinks/NavLinks.styles'

/** The environment banner above every header (shell §2.1): black on amber, 11:1. */
export const Banner = styled.div`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.banner};
  color: ${({ theme }) => theme.colors.onBanner};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  text-transform: uppercase;
`

/**
 * The one header bar every variant shares. Below xl the rewards button leaves the signed-in links too little room
 * beside the logo and the menus (they wrapped onto two or three short rows from 1024 to 1439 px): with it, the links take
 * a row of their own under them, as below lg.
 */
export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 60px;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.belowXl} {
    &:has([data-rewards]) {
      flex-wrap: wrap;
      row-gap: 0;
      padding-top: ${({ theme }) => theme.space[2]};
    }
    &:has([data-rewards]) > nav {
      ${linksOnOwnRow}
    }
  }
  ${({ theme }) => theme.media.belowLg} {
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[2]};
    row-gap: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`

export const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;
`

export const Spacer = styled.span`
  flex: 1;
`

/** A page title in a header (mobile subpages of the my-account area, shell §2.1). */
export const HeaderTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

/** Shown on mobile only (767px and below). */
export const MobileOnly = styled.span`
  display: contents;
  ${({ theme }) => theme.media.fromMd} {
    display: none;
  }
`

/** A call to action link styled as a button (LOG IN, REGISTER NOW). */
export const ActionLink = styled.a<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
`
