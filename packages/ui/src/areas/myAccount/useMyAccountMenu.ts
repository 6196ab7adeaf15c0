import { type MyAccountMenuSection, myAccountMenu } from '@gavel/domain/areas/myAccount'
import { useMemo } from 'react'
import { useSession } from '../../services/useSession'

/** The signed-in user's my-account menu (empty when signed out). */
export const useMyAccountMenu = (): readonly MyAccountMenuSection[] => {
  const session = useSession()
  return useMemo(() => (session === null ? [] : myAccountMenu(session)), [session])
}
