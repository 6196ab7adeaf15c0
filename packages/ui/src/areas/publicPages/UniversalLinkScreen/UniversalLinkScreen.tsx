import { type AppStorePlatform, appStoreLinks } from '@gavel/domain'
import { useEffect } from 'react'
import { EmptyState } from '../../../primitives/EmptyState'

export interface UniversalLinkScreenProps {
  /** The device's store, or null when it could not be told (both badges show). */
  readonly platform: AppStorePlatform | null
  /** Leaves for a store (the app: `window.location.replace`). */
  readonly leave: (url: string) => void
}

export const UniversalLinkTexts = {
  title: 'Open this in the Gavel app',
  body: 'This link opens in the Gavel app. Taking you to the app store…',
} as const

const storeOf = (platform: AppStorePlatform | null) =>
  platform === 'ios' ? appStoreLinks[0] : platform === 'android' ? appStoreLinks[1] : undefined

/**
 * Universal links on a phone or tablet (shell §2.2): "on mobile devices send the user to the app stores instead".
 * The device's store opens at once; both badges stay as links in case it does not.
 */
export const UniversalLinkScreen = ({ platform, leave }: UniversalLinkScreenProps) => {
  const store = storeOf(platform)
  useEffect(() => {
    if (store) leave(store.href)
  }, [store, leave])
  return (
    <div>
      <EmptyState title={UniversalLinkTexts.title}>
        <p>{UniversalLinkTexts.body}</p>
        <ul>
          {appStoreLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </EmptyState>
    </div>
  )
}
