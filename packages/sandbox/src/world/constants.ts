/**
 * Business constants by key (marketplace.md 7 "Constants"; values not shown in the spec, so both are our design,
 * contracts/openapi/constants.yaml). Fixed for every world: they are configuration, not state.
 */
export const CONSTANTS = {
  proxy_bid_types: [
    {
      key: 'standard',
      label: 'Proxy bid',
      description: 'Bids for you, one increment at a time, up to your maximum until this auction ends.',
      persistent: false,
      default_length_days: null,
    },
    {
      key: 'persistent',
      label: 'Persistent proxy bid',
      description: 'Keeps your maximum on this vehicle when it is relaunched, for up to 10 days.',
      persistent: true,
      // marketplace.md 9: "Default persistent proxy length: 10 days".
      default_length_days: 10,
    },
  ],
  /** Miles at or above which a vehicle is sold with the red light (as-is) automatically. */
  AUTO_RED_LIGHT_ODOMETER: 200_000,
} as const

export type ConstantKey = keyof typeof CONSTANTS

export const isConstantKey = (key: string): key is ConstantKey => Object.hasOwn(CONSTANTS, key)
