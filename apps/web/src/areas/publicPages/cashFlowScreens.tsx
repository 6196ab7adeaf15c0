import { CashFlowPage, type CashFlowPageKind } from '@gavel/ui/areas/publicPages'
import type { ComponentType } from 'react'

const page = (kind: CashFlowPageKind): ComponentType => {
  const Screen = () => <CashFlowPage kind={kind} />
  Screen.displayName = `CashFlowPage(${kind})`
  return Screen
}

/** The cash-flow link pages of shell §2.2 (unauthenticated, no header), one per route id. */
export const cashFlowScreens: Readonly<Record<string, ComponentType>> = {
  requestCashFlow: page('request'),
  requestCashFlowExpired: page('expired'),
  requestCashFlowUpdatedLink: page('updatedLink'),
  requestCashFlowConnected: page('connected'),
  requestCashFlowError: page('error'),
}
