import type { Area } from '@gavel/adapters'
import { buyingArea } from '@gavel/adapters/areas/buying'
import { FastActionPanel } from '@gavel/ui/areas/buying'

/**
 * The piece of the buying area the listing's fast action panel needs (shell §4.5): the area's adapters and the
 * panel, without the area's screens. The shell loads it on the panel's first open (routing/fastActionPanel.ts).
 */
export const fastActionPanel: { readonly area: Area; readonly Panel: typeof FastActionPanel } = {
  area: buyingArea,
  Panel: FastActionPanel,
}
