import { DefaultHeader, type DefaultHeaderProps } from '../../components/DefaultHeader/DefaultHeader'
import { DeferredNotificationsMenu, DeferredRewardsButton } from './headerWidgets'
import { useLaunchTool } from './useLaunchTool'

export type DefaultHeaderContainerProps = Omit<DefaultHeaderProps, 'launchTool' | 'rewards' | 'notifications'>

/**
 * The default (and search) header of shell §2.1 with its ports: the external tools' tokens, the rewards button over
 * DealerRewards and the notifications menu over Notifications (both loaded after the page's content).
 */
export const DefaultHeaderContainer = (props: DefaultHeaderContainerProps) => {
  const launchTool = useLaunchTool()
  const { user, flags = {} } = props
  return (
    <DefaultHeader
      {...props}
      launchTool={launchTool}
      rewards={user && <DeferredRewardsButton user={user} flags={flags} />}
      notifications={<DeferredNotificationsMenu />}
    />
  )
}
