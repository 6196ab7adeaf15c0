/** The inventory area's screens (ADR 0019; issue 12): my inventory, a remote module of shell §1. */
export { InventoryScreen } from './InventoryScreen'
