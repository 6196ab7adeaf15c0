/**
 * Design tokens. Every text/background pair below meets WCAG AA (4.5:1 for body text): the pairs are noted
 * next to each color so a change can be re-checked.
 */
export const colors = {
  /** Page background; text on it is `text` (15.3:1) or `textMuted` (7.0:1). */
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceSunken: '#eef0f3',
  border: '#c9ced6',
  text: '#14171c',
  textMuted: '#4a5361',
  /** Brand blue: white text on it is 7.0:1. */
  primary: '#0b4f9c',
  primaryHover: '#093f7d',
  onPrimary: '#ffffff',
  /** Focus ring, 3:1 against surface and background (non-text contrast). */
  focus: '#1f6fd1',
  /** Danger red: white on it 6.5:1; on `dangerSoft` 6.0:1. */
  danger: '#b3261e',
  dangerSoft: '#fdecea',
  /** Success green: white on it 5.9:1; on `successSoft` 5.5:1. */
  success: '#1e6b34',
  successSoft: '#e6f4ea',
  /** Warning brown: on `warningSoft` 6.8:1. */
  warning: '#7a4b00',
  warningSoft: '#fff4e0',
  /** Info blue: on `infoSoft` 7.4:1. */
  info: '#0b4f9c',
  infoSoft: '#e7f0fb',
  /** The final two minutes of an auction: white on it 6.5:1. */
  urgent: '#b3261e',
  /** Environment banner: black on amber 11:1. */
  banner: '#ffcc4d',
  onBanner: '#14171c',
  /** Offline banner: white on slate 10:1. */
  offline: '#333a45',
  onOffline: '#ffffff',
} as const

/** Spacing scale in pixels, 4-px steps. */
export const space = { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px' } as const

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** Tabular figures keep money and countdowns from jittering as digits change. */
  numeric: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
} as const

export const fontSizes = { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' } as const

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const

export const lineHeights = { tight: 1.2, normal: 1.5 } as const

export const shadows = {
  card: '0 1px 2px rgba(20, 23, 28, 0.08), 0 1px 3px rgba(20, 23, 28, 0.12)',
  raised: '0 4px 12px rgba(20, 23, 28, 0.16)',
  focus: '0 0 0 3px rgba(31, 111, 209, 0.45)',
} as const

export const zIndices = { header: 10, menu: 20, banner: 30, toast: 40 } as const
