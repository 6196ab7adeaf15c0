import { createPortId } from './portId'

/** Flag values a designer or tester chose on this device, by slug (shell §4.3 dev tools). */
export type FlagOverrideMap = Readonly<Record<string, boolean>>

/** Where local flag overrides survive a reload (localStorage in the browser). */
export interface FlagOverrides {
  read(): FlagOverrideMap
  write(overrides: FlagOverrideMap): void
}
export const FlagOverrides = createPortId<FlagOverrides>('flag-overrides')
