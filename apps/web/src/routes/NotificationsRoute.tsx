import { NotificationsScreen } from '@gavel/ui'
import { useShellFacts } from '../routing/useShellFacts'

/** /notifications (shell §2.2): every notification, paged, with Mark All as Read; limited users have none. */
export const NotificationsRoute = () => {
  const { limited } = useShellFacts()
  return <NotificationsScreen limited={limited} />
}
