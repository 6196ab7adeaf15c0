import { describe, expect, it } from 'vitest'
import {
  noteRemoteModuleFailure,
  REMOTE_MODULE_LOAD_FAILED,
  RemoteModules,
  remoteModuleFailedText,
} from './remoteModules'

const recorder = () => {
  const tracked: unknown[] = []
  const reported: unknown[] = []
  return {
    tracked,
    reported,
    ports: {
      analytics: { track: (event: string, props?: unknown) => void tracked.push([event, props]) },
      errors: { report: (error: unknown, context?: unknown) => void reported.push([error, context]) },
    },
  }
}

describe('remote modules (shell §1)', () => {
  it('tracks a failed transportation hub or physical auction panel as an analytics event', () => {
    for (const module of [RemoteModules.transportationHub, RemoteModules.physicalAuctionPanel]) {
      const r = recorder()
      noteRemoteModuleFailure(module, new Error('chunk'), r.ports)
      expect(r.tracked).toEqual([[REMOTE_MODULE_LOAD_FAILED, { module: module.name }]])
      expect(r.reported).toEqual([])
    }
  })
  it('reports a failed inventory (and capital) to monitoring with the error', () => {
    for (const module of [RemoteModules.inventory, RemoteModules.capital]) {
      const r = recorder()
      const error = new Error('chunk')
      noteRemoteModuleFailure(module, error, r.ports)
      expect(r.reported).toEqual([[error, { remoteModule: module.name }]])
      expect(r.tracked).toEqual([])
    }
  })
  it('names the module on the error page', () => {
    expect(remoteModuleFailedText(RemoteModules.transportationHub)).toBe(
      'Transport could not be loaded. Check your connection and try again.',
    )
  })
})
