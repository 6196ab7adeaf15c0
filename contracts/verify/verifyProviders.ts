import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startSandboxServer } from '@gavel/sandbox/node'
import { providerWithMetadata, Verifier } from '@pact-foundation/pact'
import { bidFrameFor } from './realtimeMessages'

/**
 * Provider verification (ARCHITECTURE.md "Tests"): every pact in contracts/pacts is replayed against the
 * sandbox's real HTTP host, with provider states set through its /_pact/provider-states endpoint; message
 * pacts are answered by the sandbox's real realtime protocol. Run after the consumer tests wrote the pacts.
 */
const pactsDir = fileURLToPath(new URL('../pacts/', import.meta.url))
const pactFor = (provider: string) => `${pactsDir}gavel-web-${provider}.json`

/** The auction the realtime pact names. */
const REALTIME_AUCTION = 1001

const httpProviders = { 'gavel-identity': 'identity', 'gavel-buying': 'buying' } as const

const main = async () => {
  process.env.PACT_DO_NOT_TRACK = 'true'
  const known = readdirSync(pactsDir).filter((f) => f.endsWith('.json'))
  if (known.length === 0) throw new Error(`no pacts in ${pactsDir}: run the consumer tests first`)
  const server = await startSandboxServer({ port: 0 })
  try {
    for (const [provider, gateway] of Object.entries(httpProviders)) {
      await new Verifier({
        provider,
        providerBaseUrl: `${server.origin}/gw/${gateway}`,
        pactUrls: [pactFor(provider)],
        providerStatesSetupUrl: `${server.origin}/_pact/provider-states`,
        logLevel: 'warn',
      }).verifyProvider()
      console.log(`✓ ${provider} honours its pact`)
    }
  } finally {
    await server.close()
  }
  await new Verifier({
    provider: 'gavel-realtime',
    pactUrls: [pactFor('gavel-realtime')],
    messageProviders: {
      'a BID live message': providerWithMetadata(() => bidFrameFor(REALTIME_AUCTION), {
        contentType: 'application/json',
        channel: `updates.${REALTIME_AUCTION}`,
      }),
    },
    // The message provider sets its own state up (a fresh sandbox with the auction live), so this is a no-op.
    stateHandlers: { 'auction {auctionId} is live': async () => {} },
    logLevel: 'warn',
  }).verifyProvider()
  console.log('✓ gavel-realtime honours its pact')
}

await main()
