import { ErrorReporting, type Session } from '@gavel/domain'
import { useService } from '@gavel/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { whenIdleAfterLoad } from '../bootstrap/serviceWorker'
import { useAreaHost } from '../routing/AreaHostContext'

/**
 * "Capital users get open invoices preloaded" (shell §6): once the capital standing says the signed-in user is a
 * capital user, the capital area's preload chunk loads in idle time after the page has loaded (never on the
 * listing's first-card path, issue 10) and fills the 15-minute open invoices cache. Not on /logout; a failure to
 * load the chunk is reported, a failed read leaves the page to load on its own.
 */
export const useOpenInvoicesPreload = (session: Session | null, onLogout: boolean): void => {
  const host = useAreaHost()
  const client = useQueryClient()
  const errors = useService(ErrorReporting)
  const userId = session?.user.id ?? null
  const capitalUser = session?.user.capital?.isCapitalUser === true
  useEffect(() => {
    if (host === null || userId === null || !capitalUser || onLogout) return
    let live = true
    whenIdleAfterLoad(() => {
      if (!live) return
      import('../areas/capital/preloadOpenInvoices')
        .then(({ preloadOpenInvoices }) => (live ? preloadOpenInvoices(host, client, userId) : undefined))
        .catch((error: unknown) => errors.report(error, { area: 'capital-open-invoices-preload' }))
    })
    return () => {
      live = false
    }
  }, [host, client, errors, userId, capitalUser, onLogout])
}
