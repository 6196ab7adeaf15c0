import { breakpoints, media } from './breakpoints'
import { colors, fontSizes, fonts, fontWeights, lineHeights, radii, shadows, space, zIndices } from './tokens'

/** The one theme every styled component reads through `props.theme`. */
export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  zIndices,
  breakpoints,
  media,
} as const

export type Theme = typeof theme

/** Types `props.theme` in every styled component (styled-components' DefaultTheme augmentation). */
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
