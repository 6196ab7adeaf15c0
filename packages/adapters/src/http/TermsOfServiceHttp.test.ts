import { epochMillis, TermsOfService } from '@gavel/domain'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const { signIn } = app
const terms = () => app.services.resolve(TermsOfService)
const termsUrl = `${app.sandbox.baseUrls.terms}`

describe('TermsOfServiceHttp against the sandbox (marketplace §4, §7 Terms of service)', () => {
  it('does not ask the seller, who accepted already', async () => {
    await signIn('seller')
    expect((await terms().check()).acceptanceRequired).toBe(false)
  })

  it('shows the content as text blocks and offers the PDF link', async () => {
    await signIn('buyer')
    const { eula } = await terms().check()
    expect(eula.url).toBe(`${termsUrl}/eula/${eula.id}/content`)
    const document = await terms().content(eula.id)
    expect(document.title).toBe('Gavel Terms of Service')
    expect(document.blocks).toContainEqual({ kind: 'heading', text: '2. Bids are binding' })
    expect(document.blocks.filter((b) => b.kind === 'paragraph').length).toBeGreaterThan(5)
    expect(document.blocks.every((b) => !/[<>]/.test(b.text))).toBe(true)
    expect(terms().pdfUrl(eula.id)).toBe(`${termsUrl}/eula/${eula.id}/pdf`)
  })

  it('asks the buyer once: after accepting, acceptance is no longer required', async () => {
    await signIn('buyer')
    const before = await terms().check()
    expect(before.acceptanceRequired).toBe(true)
    await terms().accept(before.eula.id, epochMillis(app.sandbox.clock.now()))
    expect((await terms().check()).acceptanceRequired).toBe(false)
  })

  it("fails with the spec's texts: 'Failed to retrieve…' on a read, 'Failed to save…' on accepting", async () => {
    await signIn('buyer')
    await expect(terms().content('99')).rejects.toMatchObject({
      _tag: 'TermsRetrieveFailed',
      message: 'Failed to retrieve terms of service',
    })
    await expect(terms().accept('6', epochMillis(app.sandbox.clock.now()))).rejects.toMatchObject({
      _tag: 'TermsSaveFailed',
      message: 'Failed to save acceptance of terms of service',
    })
  })

  it('turns a payload that breaks the contract into TermsRetrieveFailed, never a crash', async () => {
    await signIn('buyer')
    app.sandbox.server.use(
      http.get(`${termsUrl}/api/eulaacceptance/acceptancerequired`, () =>
        HttpResponse.json({ eulaAcceptanceRequired: 'yes', eula: null }),
      ),
    )
    await expect(terms().check()).rejects.toMatchObject({
      _tag: 'TermsRetrieveFailed',
      detail: expect.stringContaining('MalformedResponse'),
    })
  })

  it('keeps a lost session as SessionExpired, so the terms path stays silent', async () => {
    await expect(terms().check()).rejects.toMatchObject({ _tag: 'SessionExpired' })
  })
})
