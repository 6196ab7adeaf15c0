import { Clock, CrossTabLock, IdGenerator, SessionVault } from '@gavel/domain'
import { CrossTabLockWebLocks } from '../browser/CrossTabLockWebLocks'
import { CryptoIds } from '../browser/CryptoIds'
import { ServerClock } from '../browser/ServerClock'
import { SessionVaultLocalStorage } from '../browser/SessionVaultLocalStorage'
import type { CoreModule } from './binder'
import type { Platform } from './platform'
import { Internal } from './tokens'

/** Clock with the server offset, ids, the session vault and the cross-window lock. */
export const platformModule =
  (platform: Platform): CoreModule =>
  ({ bind }) => {
    bind(Internal.platform).toConstantValue(platform)
    bind<ServerClock>(Internal.serverClock).toConstantValue(new ServerClock(platform.now))
    bind<Clock>(Clock.key).toService(Internal.serverClock)
    bind<IdGenerator>(IdGenerator.key).toConstantValue(new CryptoIds())
    bind<SessionVault>(SessionVault.key).toConstantValue(
      new SessionVaultLocalStorage(platform.storage, platform.events),
    )
    bind<CrossTabLock>(CrossTabLock.key).toConstantValue(new CrossTabLockWebLocks(platform.locks))
  }
