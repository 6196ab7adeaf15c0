import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startSandboxServer } from '@gavel/sandbox/node'
import { providerWithMetadata, Verifier } from '@pact-foundation/pact'
import {
  bidFrameFor,
  dealUpdateFrameFor,
  type EndingType,
  endingFramesFor,
  killedFrameFor,
  launchCancelledFrameFor,
  launchPushFor,
  newFrameFor,
  outBidFrameFor,
} from './realtimeMessages'

/**
 * Provider verification (`docs/architecture.md` "Tests"): every pact in contracts/pacts is replayed against the
 * sandbox's real HTTP host. A pact with provider `gavel-{gateway}` is verified against `/gw/{gateway}`, with
 * provider states set through the sandbox's /_pact/provider-states endpoint; the `gavel-realtime` message pact
 * is answered by the sandbox's real realtime protocol. Run after the consumer tests wrote the pacts.
 */
const pactsDir = fileURLToPath(new URL('../pacts/', import.meta.url))
const CONSUMER = 'gavel-web'

/** The auction the realtime pact names. */
const REALTIME_AUCTION = 1001
/** buyer@, whose user channel the LAUNCH_NOTIFICATION_V2, LAUNCH_CANCELLED and OUT_BID pacts name. */
const REALTIME_PUSH_USER = 1
/** seller@, whose own channel the PRE_LAUNCH pact names. */
const REALTIME_SELLER = 2

const providersWithPacts = (): string[] =>
  readdirSync(pactsDir)
    .filter((file) => file.startsWith(`${CONSUMER}-`) && file.endsWith('.json'))
    .map((file) => file.slice(CONSUMER.length + 1, -'.json'.length))

const verifyHttp = async (provider: string, origin: string) => {
  const gateway = provider.replace(/^gavel-/, '')
  await new Verifier({
    provider,
    providerBaseUrl: `${origin}/gw/${gateway}`,
    pactUrls: [`${pactsDir}${CONSUMER}-${provider}.json`],
    providerStatesSetupUrl: `${origin}/_pact/provider-states`,
    logLevel: 'warn',
  }).verifyProvider()
}

const verifyRealtime = async () => {
  const metadata = (channel: string) => ({ contentType: 'application/json', channel })
  // TWO_MIN, END and ENDED_UPDATE come from one run of a sandbox (the auction is made to end 2 s later); they share it.
  let ending: ReturnType<typeof endingFramesFor> | undefined
  const endingFrame = async (type: EndingType) => {
    ending ??= endingFramesFor(REALTIME_AUCTION)
    return (await ending)[type]
  }
  await new Verifier({
    provider: 'gavel-realtime',
    pactUrls: [`${pactsDir}${CONSUMER}-gavel-realtime.json`],
    messageProviders: {
      'a BID live message': providerWithMetadata(
        () => bidFrameFor(REALTIME_AUCTION),
        metadata(`updates.${REALTIME_AUCTION}`),
      ),
      'a TWO_MIN live message': providerWithMetadata(
        () => endingFrame('TWO_MIN'),
        metadata(`updates.${REALTIME_AUCTION}`),
      ),
      'an END live message': providerWithMetadata(() => endingFrame('END'), metadata(`updates.${REALTIME_AUCTION}`)),
      'an ENDED_UPDATE live message': providerWithMetadata(
        () => endingFrame('ENDED_UPDATE'),
        metadata(`ended_updates.${REALTIME_AUCTION}`),
      ),
      'an OUT_BID live message': providerWithMetadata(
        () => outBidFrameFor(REALTIME_AUCTION),
        metadata(`user.${REALTIME_PUSH_USER}`),
      ),
      'a KILLED live message': providerWithMetadata(
        () => killedFrameFor(REALTIME_AUCTION),
        metadata(`updates.${REALTIME_AUCTION}`),
      ),
      'a DEAL_UPDATE live message': providerWithMetadata(
        () => dealUpdateFrameFor(REALTIME_AUCTION),
        metadata(`ended_updates.${REALTIME_AUCTION}`),
      ),
      'a NEW live message': providerWithMetadata(
        () => newFrameFor(REALTIME_AUCTION),
        metadata(`updates.${REALTIME_AUCTION}`),
      ),
      'a PRE_LAUNCH push message': providerWithMetadata(
        () => launchPushFor('PRE_LAUNCH'),
        metadata(`user.${REALTIME_SELLER}`),
      ),
      'a LAUNCH_CANCELLED push message': providerWithMetadata(
        () => launchCancelledFrameFor(REALTIME_AUCTION),
        metadata(`user.${REALTIME_PUSH_USER}`),
      ),
      'a LAUNCH_NOTIFICATION_V2 push message': providerWithMetadata(
        () => launchPushFor('LAUNCH_NOTIFICATION_V2'),
        metadata(`user.${REALTIME_PUSH_USER}`),
      ),
    },
    // Each message provider sets its own state up on a fresh sandbox, so these are no-ops.
    stateHandlers: {
      'auction {auctionId} is live': async () => {},
      'user {email} is signed in': async () => {},
      'auction {auctionId} is on the run list': async () => {},
      'auction {auctionId} is killed by its seller': async () => {},
      'user {email} sells auction {auctionId} in negotiation with a pending offer of {amount}': async () => {},
    },
    logLevel: 'warn',
  }).verifyProvider()
}

const main = async () => {
  process.env.PACT_DO_NOT_TRACK = 'true'
  const providers = providersWithPacts()
  if (providers.length === 0) throw new Error(`no pacts in ${pactsDir}: run the consumer tests first`)
  const server = await startSandboxServer({ port: 0 })
  try {
    for (const provider of providers.filter((p) => p !== 'gavel-realtime')) {
      await verifyHttp(provider, server.origin)
      console.log(`✓ ${provider} honours its pact`)
    }
  } finally {
    await server.close()
  }
  if (providers.includes('gavel-realtime')) {
    await verifyRealtime()
    console.log('✓ gavel-realtime honours its pact')
  }
}

await main()
