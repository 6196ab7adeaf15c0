import {
  ApprovalAnswers,
  Clock,
  DealerRewards,
  type EpochMillis,
  ExternalTools,
  epochMillis,
  IdGenerator,
  Notifications,
  type PortId,
  type PortResolver,
} from '@gavel/domain'

/** The ports component stories may need (GavelProviders' ticker reads the Clock); screens use the sandbox. */
export interface StoryServices {
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly notifications: Notifications
  readonly externalTools: ExternalTools
  readonly dealerRewards: DealerRewards
  readonly approvalAnswers: ApprovalAnswers
}

/** A resolver over plain objects; asking for a port the story did not provide throws with its name. */
export const fakeResolver = (services: Partial<StoryServices>): PortResolver => {
  const table = new Map<symbol, unknown>([
    [Clock.key, services.clock],
    [IdGenerator.key, services.ids],
    [Notifications.key, services.notifications],
    [ExternalTools.key, services.externalTools],
    [DealerRewards.key, services.dealerRewards],
    [ApprovalAnswers.key, services.approvalAnswers],
  ])
  return {
    resolve: <T>(port: PortId<T>): T => {
      if (table.get(port.key) === undefined) throw new Error(`No fake for port ${port.name} in this story`)
      return table.get(port.key) as T
    },
  }
}

/** The browser's clock as the server clock (stories have no offset). */
export const realClock = (): Clock => ({ now: (): EpochMillis => epochMillis(Date.now()), offsetMs: () => 0 })

/** Ids 'story-key-1', 'story-key-2', ... */
export const sequentialIds = (prefix = 'story-key'): IdGenerator & { issued: string[] } => {
  const issued: string[] = []
  return {
    issued,
    next: () => {
      const id = `${prefix}-${issued.length + 1}`
      issued.push(id)
      return id
    },
  }
}
