export type { FastActionDockProps, FastActionPanelSlotProps } from './FastActionDock'
export { FastActionDock } from './FastActionDock'
