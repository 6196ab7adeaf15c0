export { Deferred } from './Deferred'
export { DeferredFooter, DeferredNotificationsMenu, DeferredRewardsButton, DeferredUserMenu } from './deferredWidgets'
