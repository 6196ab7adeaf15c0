import { ErrorReporting, PushDevices } from '@gavel/domain'
import { useService } from '@gavel/ui'
import { useEffect } from 'react'

const TOKEN_KEY = 'gavel.push-device-token'

/** This browser's push subscription endpoint, when push is supported, allowed and already subscribed. */
const browserPushToken = async (): Promise<string | null> => {
  if (!('PushManager' in globalThis) || globalThis.Notification?.permission !== 'granted') return null
  const registration = await globalThis.navigator.serviceWorker?.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription?.endpoint ?? null
}

/**
 * Push device registration (shell §7; marketplace §7): on sign-in, when the browser supports push and the
 * dealer allowed notifications, this browser's token is registered (replacing the one it held before); on
 * /logout, while the session still exists, it is removed. Failures are reported, never shown.
 */
export const usePushRegistration = (userId: number | null, onLogout: boolean): void => {
  const devices = useService(PushDevices)
  const errors = useService(ErrorReporting)
  useEffect(() => {
    if (userId === null) return
    const report = (error: unknown) => errors.report(error, { area: 'push-devices' })
    const previous = globalThis.localStorage?.getItem(TOKEN_KEY) ?? null
    if (onLogout) {
      if (previous !== null) {
        globalThis.localStorage.removeItem(TOKEN_KEY)
        devices.unregister(previous).catch(report)
      }
      return
    }
    let live = true
    browserPushToken()
      .then(async (token) => {
        if (!live || token === null || token === previous) return
        await devices.register(token, previous)
        globalThis.localStorage.setItem(TOKEN_KEY, token)
      })
      .catch(report)
    return () => {
      live = false
    }
  }, [devices, errors, userId, onLogout])
}
