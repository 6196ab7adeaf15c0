import {
  Clock,
  Constants,
  LaunchMessageLog,
  LaunchMessages,
  launchMessageToShow,
  pruneViewedLaunchMessages,
} from '@gavel/domain'
import { LaunchMessage, useService } from '@gavel/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * The launch message (shell §2.1, §7 "messages app_launch", §9 "refetched every 360,000 ms"): the newest one not
 * viewed on this device in the last 7 days; Dismiss records the view (old views are cleaned up then).
 */
export const LaunchMessageBanner = () => {
  const messages = useService(LaunchMessages)
  const log = useService(LaunchMessageLog)
  const clock = useService(Clock)
  const [viewed, setViewed] = useState(() => log.read())
  const query = useQuery({
    queryKey: ['launch-messages'],
    queryFn: () => messages.current(),
    refetchInterval: Constants.launchMessageRefetchMs,
  })
  const message = query.data ? launchMessageToShow(query.data, viewed, clock.now()) : null
  if (message === null) return null
  const dismiss = () => {
    const next = { ...pruneViewedLaunchMessages(viewed, clock.now()), [String(message.id)]: clock.now() }
    log.write(next)
    setViewed(next)
  }
  return <LaunchMessage message={message} onDismiss={dismiss} />
}
