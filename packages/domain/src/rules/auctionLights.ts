import type { AuctionLights } from '../model/auction'

export type LightColor = keyof AuctionLights

/** One lit light with its name and meaning in words, so colour never carries the meaning alone. */
export interface LitLight {
  readonly color: LightColor
  readonly label: string
  readonly meaning: string
}

/**
 * The lights' texts (marketplace §3 "lights (green, yellow, red, blue)"; the spec names the colours only, the
 * meanings are our design after the wholesale-auction convention).
 */
export const LightTexts: Readonly<Record<LightColor, Omit<LitLight, 'color'>>> = {
  green: { label: 'Green light', meaning: 'No known issues; eligible for arbitration.' },
  yellow: { label: 'Yellow light', meaning: 'Read the announcements before bidding.' },
  red: { label: 'Red light', meaning: 'Sold as is.' },
  blue: { label: 'Blue light', meaning: 'Title absent or delayed.' },
}

const ORDER: readonly LightColor[] = ['green', 'yellow', 'red', 'blue']

/** The lit lights in the order green, yellow, red, blue; none when the auction carries no lights. */
export const litLights = (lights: AuctionLights | undefined): readonly LitLight[] =>
  lights ? ORDER.filter((color) => lights[color]).map((color) => ({ color, ...LightTexts[color] })) : []
