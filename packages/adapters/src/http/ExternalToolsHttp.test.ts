import { ExternalTools, ServiceUnavailable, SessionExpired } from '@gavel/domain'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const tools = () => app.services.resolve(ExternalTools)
const signIn = () => app.signIn('buyer')

describe('ExternalToolsHttp against the sandbox (shell §2.1, §7)', () => {
  it('opens the Buying Matrix with a fresh token in the fragment', async () => {
    await signIn()
    const url = new URL(await tools().buyingMatrixUrl())
    expect(url.origin).toBe('https://buyingmatrix.gavel.example')
    expect(url.search).toBe('')
    expect(url.hash).toMatch(/^#token=.+/)
  })

  it('opens the appraisal with the extended-info token, a new one each time', async () => {
    await signIn()
    const first = await tools().appraisalUrl()
    const second = await tools().appraisalUrl()
    expect(new URL(first).origin).toBe('https://appraisal.gavel.example')
    expect(first).toMatch(/#token=.+/)
    expect(second).not.toBe(first)
  })

  it('rejects with SessionExpired when signed out and ServiceUnavailable when the gateway refuses', async () => {
    await expect(tools().appraisalUrl()).rejects.toBeInstanceOf(SessionExpired)
    await signIn()
    app.sandbox.server.use(
      http.get(`${app.sandbox.baseUrls.identity}/api/extendedinfotoken`, () =>
        HttpResponse.json({ message: 'Appraisal is closed.' }, { status: 400 }),
      ),
    )
    await expect(tools().appraisalUrl()).rejects.toBeInstanceOf(ServiceUnavailable)
  })
})
