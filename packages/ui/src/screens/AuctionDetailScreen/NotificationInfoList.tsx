import type { NotificationInfo } from '@gavel/domain'
import styled from 'styled-components'

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`

/** What the viewer is told about this auction (marketplace §7 notification_info), in words. */
export const NotificationInfoList = ({ info }: { readonly info: NotificationInfo }) => {
  const items = [
    info.outbid && 'When you are outbid',
    info.endingSoon && 'When the auction is ending soon (watched)',
    info.launch && 'When a saved search announces its launch',
  ].filter((item): item is string => typeof item === 'string')
  if (items.length === 0) return <p>You get no notifications about this auction.</p>
  return (
    <>
      <p>You are notified:</p>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </>
  )
}
