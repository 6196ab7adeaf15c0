import type { ReactNode } from 'react'
import { ThemeProvider as StyledThemeProvider } from 'styled-components'
import { GlobalStyle } from './GlobalStyle'
import { theme as defaultTheme, type Theme } from './theme'

export interface ThemeProviderProps {
  readonly theme?: Theme
  /** Also render the GlobalStyle (default true). */
  readonly global?: boolean
  readonly children: ReactNode
}

/** The styled-components theme plus the document's GlobalStyle. */
export const ThemeProvider = ({ theme = defaultTheme, global = true, children }: ThemeProviderProps) => (
  <StyledThemeProvider theme={theme}>
    {global && <GlobalStyle />}
    {children}
  </StyledThemeProvider>
)
