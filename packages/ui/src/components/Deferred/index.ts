export { Deferred } from './Deferred'
export { DeferredFooter, DeferredUserMenu, WidgetSlot } from './deferredWidgets'
