import { ExternalTools, ServiceUnavailable, SessionExpired } from '@gavel/domain'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const tools = () => app.services.resolve(ExternalTools)
const signIn = () => app.signIn('buyer')

describe('ExternalToolsHttp against the sandbox (shell §2.1, §7)', () => {
  it('launches the Buying Matrix with a fresh token kept out of its address', async () => {
    await signIn()
    const launch = await tools().buyingMatrix()
    expect(launch.url).toBe('https://buyingmatrix.gavel.example/')
    expect(launch.token).not.toBe('')
    expect(launch.url).not.toContain(launch.token)
  })

  it('launches the appraisal with the extended-info token, a new one each time', async () => {
    await signIn()
    const first = await tools().appraisal()
    const second = await tools().appraisal()
    expect(first.url).toBe('https://appraisal.gavel.example/')
    expect(first.token).not.toBe('')
    expect(second.token).not.toBe(first.token)
  })

  it('rejects with SessionExpired when signed out and ServiceUnavailable when the gateway refuses', async () => {
    await expect(tools().appraisal()).rejects.toBeInstanceOf(SessionExpired)
    await signIn()
    app.sandbox.server.use(
      http.get(`${app.sandbox.baseUrls.identity}/api/extendedinfotoken`, () =>
        HttpResponse.json({ message: 'Appraisal is closed.' }, { status: 400 }),
      ),
    )
    await expect(tools().appraisal()).rejects.toBeInstanceOf(ServiceUnavailable)
  })
})
