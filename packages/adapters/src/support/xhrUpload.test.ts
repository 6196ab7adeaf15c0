import { ActionRejected, RequestCanceled, ServiceUnavailable } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { xhrUpload } from './xhrUpload'

/** The part of XMLHttpRequest the upload uses, answered by the test. */
class FakeXhr {
  static last: FakeXhr | null = null
  status = 0
  responseText = ''
  opened: [string, string] | null = null
  readonly headers: Record<string, string> = {}
  sent: unknown = null
  aborted = false
  readonly upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.opened = [method, url]
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.sent = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, body: string) {
    this.status = status
    this.responseText = body
    this.onload?.()
  }
}

const sent = async () => {
  await new Promise((r) => setTimeout(r, 0))
  return FakeXhr.last as FakeXhr
}

const start = (token: string | null = 'tok', progress: number[] = []) =>
  xhrUpload(
    { accessToken: async () => token, clientVersion: '1.2.3' },
    {
      Xhr: FakeXhr as unknown as typeof XMLHttpRequest,
      url: 'https://gw.test/upload',
      form: () => new FormData(),
      onProgress: (f) => progress.push(f),
      decode: (body) => {
        const urls = (body as { urls?: unknown }).urls
        if (!Array.isArray(urls)) throw new ActionRejected({ message: 'malformed' })
        return urls as string[]
      },
      errorOf: (status, body) =>
        status === 422 ? new ActionRejected({ message: body }) : ServiceUnavailable.default(),
    },
  )

describe('xhrUpload', () => {
  it('posts with the bearer and client headers, reports progress, and ends at 1 with the decoded answer', async () => {
    const progress: number[] = []
    const upload = start('tok', progress)
    const xhr = await sent()
    expect(xhr.opened).toEqual(['POST', 'https://gw.test/upload'])
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-Client-Version': '1.2.3',
      'X-Client-OS': 'web',
    })
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 })
    xhr.answer(200, JSON.stringify({ urls: ['a.jpg'] }))
    await expect(upload.done).resolves.toEqual(['a.jpg'])
    expect(progress).toEqual([0.25, 1])
  })

  it('sends no bearer without a token', async () => {
    const upload = start(null)
    const xhr = await sent()
    expect(xhr.headers.Authorization).toBeUndefined()
    xhr.answer(200, JSON.stringify({ urls: [] }))
    await expect(upload.done).resolves.toEqual([])
  })

  it("turns a refusal into the gateway's typed error and a malformed answer into the decoder's, never reaching 1", async () => {
    const progress: number[] = []
    const refused = start('tok', progress)
    ;(await sent()).answer(422, 'Too large')
    await expect(refused.done).rejects.toEqual(new ActionRejected({ message: 'Too large' }))
    const malformed = start('tok', progress)
    ;(await sent()).answer(200, JSON.stringify({ nope: true }))
    await expect(malformed.done).rejects.toBeInstanceOf(ActionRejected)
    expect(progress).toEqual([])
  })

  it('a network failure is ServiceUnavailable; a cancel aborts as RequestCanceled', async () => {
    const failed = start()
    ;(await sent()).onerror?.()
    await expect(failed.done).rejects.toBeInstanceOf(ServiceUnavailable)
    const canceled = start()
    const xhr = await sent()
    canceled.cancel()
    expect(xhr.aborted).toBe(true)
    await expect(canceled.done).rejects.toBeInstanceOf(RequestCanceled)
  })

  it('a cancel before the token arrives sends nothing', async () => {
    FakeXhr.last = null
    const upload = start()
    const xhr = FakeXhr.last as unknown as FakeXhr
    upload.cancel()
    await expect(upload.done).rejects.toBeInstanceOf(RequestCanceled)
    expect(xhr.sent).toBeNull()
    expect(xhr.opened).toBeNull()
  })
})
