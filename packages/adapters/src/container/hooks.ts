/** How the app hears about things the adapters notice. All optional. */
export interface ContainerHooks {
  /** The session ended on the server (401, or 400 on refresh): the app goes to /logout (shell §8). */
  readonly onSessionExpired?: () => void
  /** An error worth reporting to monitoring (never a canceled request, never a token). */
  readonly report?: (error: unknown) => void
  /** True while the user is idle: data requests are skipped (shell §4.2). */
  readonly isIdle?: () => boolean
}
