import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { CONSUMER, PACT_DIR, PROVIDERS } from './pactSetup'

/** Pact merges into an existing file; starting clean drops interactions a test no longer declares. */
export default async function removeOldPacts() {
  await Promise.all(
    Object.values(PROVIDERS).map((provider) => rm(join(PACT_DIR, `${CONSUMER}-${provider}.json`), { force: true })),
  )
}
