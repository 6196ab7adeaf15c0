export { Deferred } from './Deferred'
export { DeferredFooter, DeferredUserMenu, WidgetSlot } from './deferredWidgets'
export { LazyPart } from './LazyPart'
