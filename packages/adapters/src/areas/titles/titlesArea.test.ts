import { MalformedResponse } from '@gavel/domain'
import { Titles } from '@gavel/domain/areas/titles'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const titles = () => app.services.resolve(Titles)

describe('the titles area against the sandbox (docs/adr/0027)', () => {
  it('reads each list with every count, and exports the in-process titles', async () => {
    await app.signIn('buyer')
    const urgent = await titles().list('urgent')
    expect(urgent.titles).toHaveLength(urgent.counts.urgent)
    expect(urgent.titles[0]?.vehicle.vin).toHaveLength(17)
    expect((await titles().list('closed')).titles.every((t) => t.status === 'delivered')).toBe(true)
    const file = await titles().exportCsv('in_process')
    expect(file.fileName).toBe('titles_in_process.csv')
    expect(new TextDecoder().decode(file.bytes).split('\n')).toHaveLength(urgent.counts.open + 1)
  })

  it('says MalformedResponse for a payload that breaks the contract', async () => {
    await app.signIn('buyer')
    app.sandbox.server.use(http.get('*/titles', () => HttpResponse.json({ list: 'urgent', titles: [{}] })))
    await expect(titles().list('urgent')).rejects.toBeInstanceOf(MalformedResponse)
  })
})
