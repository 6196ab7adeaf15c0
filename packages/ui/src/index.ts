/**
 * @gavel/ui — the deliberate public surface for apps/web and .storybook: the providers, the shell and core screens,
 * the hooks routes use (ports, session, current route, toasts, chrome readiness) and the few primitives routes
 * render. Everything else (components, containers, primitives, live, theme details) is private to the package;
 * areas are reached through `@gavel/ui/areas/<area>`, the listing through `@gavel/ui/listing`, the deferred shell
 * parts through `@gavel/ui/deferred`. Every export is named; no `export *`.
 */

export { Deferred } from './components/Deferred'
export type { DevToolsPanelProps } from './components/DevToolsPanel'
export { DevToolsPanel, devToolsFlags } from './components/DevToolsPanel'
export type { LaunchMessageProps } from './components/LaunchMessage'
export { LaunchMessage } from './components/LaunchMessage'
export type { RemoteModuleFailureProps } from './components/RemoteModuleFailure'
export { RemoteModuleFailure } from './components/RemoteModuleFailure'
export { requestTutorials } from './components/Tour/tutorialsRequest'
export type { UpdatePromptProps } from './components/UpdatePrompt'
export { UpdatePrompt } from './components/UpdatePrompt'
export type { Ticker } from './live'
export type { EmptyStateProps } from './primitives/EmptyState'
export { EmptyState } from './primitives/EmptyState'
export type { ErrorStateProps } from './primitives/ErrorState'
export { ErrorState } from './primitives/ErrorState'
export type { SpinnerProps } from './primitives/Spinner'
export { Spinner } from './primitives/Spinner'
export type { GavelProvidersProps } from './providers/GavelProviders'
export { GavelProviders } from './providers/GavelProviders'
export type { AppShellProps } from './screens/AppShell'
export { AppShell } from './screens/AppShell'
export type { AuctionDetailScreenProps } from './screens/AuctionDetailScreen'
export { AuctionDetailScreen } from './screens/AuctionDetailScreen'
export type { LoginScreenProps } from './screens/LoginScreen'
export { LoginScreen } from './screens/LoginScreen'
export type { NotificationsScreenProps } from './screens/NotificationsScreen'
export { NotificationsScreen } from './screens/NotificationsScreen'
export type { ChromeReadiness } from './services/chromeReady'
export { ChromeReadyProvider, useChromeReady } from './services/chromeReady'
export { createQueryClient } from './services/QueryProvider'
export { useService } from './services/ServicesProvider'
export { useCurrentRoute } from './services/useCurrentRoute'
export { useSession } from './services/useSession'
export { useToast } from './toast'
