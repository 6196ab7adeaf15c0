import { buyingArea } from '@gavel/adapters/areas/buying'
import { FastActionPanel } from '@gavel/ui/areas/buying'

/**
 * The piece of the buying area the listing's fast action panel needs (shell §4.5): the area's adapters and the
 * panel, without the area's screens. The shell loads it on the panel's first open (routing/fastActionPanel.ts).
 */
export const fastActionPanel = { area: buyingArea, Panel: FastActionPanel } as const
