/**
 * @gavel/ui — theme, primitives, domain components and screens. Every export is named; no `export *`.
 */

export type { AnnouncementItem, AnnouncementsProps } from './components/Announcements'
export { Announcements, CAROUSEL_HEIGHT_PX, ShellAnnouncements } from './components/Announcements'
export type { AuctionCardProps } from './components/AuctionCard'
export { AuctionCard, bidCountText, odometerText, vehicleTitle } from './components/AuctionCard'
export type { BidPanelProps } from './components/BidPanel'
export { BidPanel, receiptText } from './components/BidPanel'
export type { BottomNavProps } from './components/BottomNav'
export { BottomNav } from './components/BottomNav'
export type { DefaultHeaderProps } from './components/DefaultHeader'
export { DefaultHeader } from './components/DefaultHeader'
export { Deferred } from './components/Deferred'
export type { DevToolsFlag, DevToolsPanelProps } from './components/DevToolsPanel'
export { DevToolsPanel, devToolsFlags } from './components/DevToolsPanel'
export type { EulaBannerProps } from './components/EulaBanner'
export { EulaBanner, EulaBannerTexts } from './components/EulaBanner'
export type { FilterFlyoutProps } from './components/FilterFlyout'
export { FilterFlyout, FilterFlyoutTexts } from './components/FilterFlyout'
export type { FooterProps } from './components/Footer'
export { Footer, useCurrentYear } from './components/Footer'
export type {
  AuthenticationHeaderProps,
  BrandLogoProps,
  RegistrationHeaderProps,
  SimplifiedHeaderProps,
} from './components/headers'
export {
  AuthenticationHeader,
  BackButton,
  BrandLogo,
  EnvironmentBanner,
  RegistrationHeader,
  SimplifiedHeader,
} from './components/headers'
export type { LaunchMessageProps } from './components/LaunchMessage'
export { LaunchMessage } from './components/LaunchMessage'
export type { ListingSearchPanelProps, ListingSearchParams } from './components/ListingSearchPanel'
export {
  ListingSearchPanel,
  ListingSearchPanelTexts,
  searchKeys,
  useListingSearchParams,
  useSearchDefaults,
} from './components/ListingSearchPanel'
export { LiveCountdown } from './components/LiveCountdown'
export type { MobileTopBarProps } from './components/MobileTopBar'
export { MobileTopBar } from './components/MobileTopBar'
export type { NavLinksProps, OpenToolWindow, ToolWindow } from './components/NavLinks'
export { NavLinks, openBlankTab, SignedOutNav } from './components/NavLinks'
export type { NotificationSummaryProps } from './components/NotificationsMenu'
export { bellLabel, createdAgo, NotificationSummary, NotificationsMenu } from './components/NotificationsMenu'
export type { OfflineBannerProps } from './components/OfflineBanner'
export { OfflineBanner } from './components/OfflineBanner'
export type { RemoteModuleFailureProps } from './components/RemoteModuleFailure'
export { RemoteModuleFailure } from './components/RemoteModuleFailure'
export { DealerRewardsButton, RewardsButton } from './components/RewardsButton'
export type { SavedSearchDialogProps, SavedSearchesProps } from './components/SavedSearches'
export {
  SavedSearchDialog,
  SavedSearchDialogTexts,
  SavedSearches,
  SavedSearchesTexts,
} from './components/SavedSearches'
export type { SearchBoxProps, SearchChoice } from './components/SearchBox'
export { SearchBox, SearchBoxTexts } from './components/SearchBox'
export type { TermsModalProps } from './components/TermsModal'
export { TermsModal, TermsModalTexts } from './components/TermsModal'
export type {
  TourDefinition,
  TourPlacement,
  TourPopoverProps,
  TourSnapshot,
  TourStep,
  TourStore,
  ToursApi,
  TourWelcomeModalProps,
} from './components/Tour'
export {
  createTourStore,
  currentStep,
  TOURS,
  TourLayer,
  TourPopover,
  TourTexts,
  TourWelcomeModal,
  useTours,
  WELCOME_STEPS,
} from './components/Tour'
export { requestTutorials } from './components/Tour/tutorialsRequest'
export type { UpdatePromptProps } from './components/UpdatePrompt'
export { UpdatePrompt } from './components/UpdatePrompt'
export type { UserMenuProps } from './components/UserMenu'
export { USER_MENU_SHOW_DELAY_MS, UserMenu } from './components/UserMenu'
export type {
  FrameScheduler,
  LiveAuctionStore,
  Ticker,
  TickerProviderProps,
  TickerTimers,
} from './live'
export {
  createBackgroundTicker,
  createLiveAuctionStore,
  createSecondTicker,
  fixedTicker,
  liveLaneContextOf,
  TickerProvider,
  useEnded,
  useLaunchedAuctions,
  useLiveAuction,
  useLiveFeed,
  useNow,
  useTicker,
} from './live'
export type { AvatarProps } from './primitives/Avatar'
export { Avatar, initialsOf } from './primitives/Avatar'
export type { ButtonProps, ButtonVariant } from './primitives/Button'
export { Button } from './primitives/Button'
export type { CountdownProps } from './primitives/Countdown'
export { Countdown } from './primitives/Countdown'
export type { EmptyStateProps } from './primitives/EmptyState'
export { EmptyState } from './primitives/EmptyState'
export type { ErrorStateProps } from './primitives/ErrorState'
export { ErrorState } from './primitives/ErrorState'
export type { MoneyProps } from './primitives/Money'
export { Money } from './primitives/Money'
export type { PillListProps, PillProps } from './primitives/Pill'
export { Pill, PillList, pillLabels } from './primitives/Pill'
export type { SkeletonProps } from './primitives/Skeleton'
export { Skeleton } from './primitives/Skeleton'
export type { SpinnerProps } from './primitives/Spinner'
export { Spinner } from './primitives/Spinner'
export type { TextFieldProps } from './primitives/TextField'
export { TextField } from './primitives/TextField'
export type { GavelProvidersProps } from './providers/GavelProviders'
export { GavelProviders } from './providers/GavelProviders'
export type { AppShellProps, ShellHeader } from './screens/AppShell'
export { AppShell, chooseHeader, showsBottomNav, useIsMobile } from './screens/AppShell'
export type { AuctionDetailScreenProps } from './screens/AuctionDetailScreen'
export { AuctionDetailScreen, AuctionNotFoundTexts, parseAuctionId } from './screens/AuctionDetailScreen'
export type { LoginScreenProps } from './screens/LoginScreen'
export { LoginScreen, LoginTexts } from './screens/LoginScreen'
export type { MarketplaceScreenProps } from './screens/MarketplaceScreen'
export { LISTING_PAGE_SIZE, MarketplaceScreen } from './screens/MarketplaceScreen'
export type { NotificationsScreenProps } from './screens/NotificationsScreen'
export { NotificationsScreen } from './screens/NotificationsScreen'
export type { TermsGateProps, TermsGateState } from './screens/TermsGate'
export { TermsGate, useTermsGate } from './screens/TermsGate'
export { CacheTimes } from './services/cacheTimes'
export type { ChromeReadiness } from './services/chromeReady'
export { ChromeReadyProvider, useChromeReady } from './services/chromeReady'
export type { QueryProviderProps } from './services/QueryProvider'
export { createQueryClient, QueryProvider } from './services/QueryProvider'
export type { ServicesProviderProps } from './services/ServicesProvider'
export { ServicesProvider, useService } from './services/ServicesProvider'
export { useCurrentRoute } from './services/useCurrentRoute'
export { useOnlineStatus } from './services/useOnlineStatus'
export { useSession } from './services/useSession'
export type { Theme, ThemeProviderProps } from './theme'
export { breakpoints, GlobalStyle, MOBILE_MAX_WIDTH, media, ThemeProvider, theme, visuallyHidden } from './theme'
export type { ToastApi, ToastItem, ToastProviderProps, ToastStore } from './toast'
export { createToastStore, isToastWorthy, TOAST_RESHOW_DELAY_MS, ToastProvider, useToast } from './toast'
