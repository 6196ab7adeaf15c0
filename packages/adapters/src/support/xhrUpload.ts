import { type DomainError, RequestCanceled, ServiceUnavailable } from '@gavel/domain'

export interface XhrUploadDeps {
  readonly accessToken: () => Promise<string | null>
  readonly clientVersion: string
}

export interface XhrUploadRequest<A> {
  readonly Xhr: typeof XMLHttpRequest
  readonly url: string
  /** The multipart body, built once the token is in hand (a file that cannot be read throws its typed error here). */
  readonly form: () => FormData
  readonly onProgress: (fraction: number) => void
  /** The answer of a 2xx body; throws the typed error of a malformed one. */
  readonly decode: (body: unknown) => A
  /** The typed error of a refused upload, from its status and body (each gateway words its errors its own way). */
  readonly errorOf: (status: number, body: string) => DomainError
}

export interface XhrUpload<A> {
  readonly done: Promise<A>
  readonly cancel: () => void
}

/**
 * One multipart POST through XMLHttpRequest, the one browser API that reports upload progress, so each file has its
 * own bar; the bearer and client headers are those the SDK sends. Never retried here: a failed file is retried by
 * the dealer, alone. Canceling before the token arrives sends nothing.
 */
export const xhrUpload = <A>(deps: XhrUploadDeps, request: XhrUploadRequest<A>): XhrUpload<A> => {
  const xhr = new request.Xhr()
  let canceled = false
  const done = (async () => {
    const token = await deps.accessToken()
    if (canceled) throw RequestCanceled.make()
    const form = request.form()
    return new Promise<A>((resolve, reject) => {
      xhr.open('POST', request.url)
      if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
      xhr.setRequestHeader('X-Client-Version', deps.clientVersion)
      xhr.setRequestHeader('X-Client-Type', 'desktop')
      xhr.setRequestHeader('X-Client-OS', 'web')
      xhr.setRequestHeader('X-Client-Timezone', Intl.DateTimeFormat().resolvedOptions().timeZone)
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) request.onProgress(e.loaded / e.total)
      }
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status >= 300) return reject(request.errorOf(xhr.status, xhr.responseText))
        try {
          const answer = request.decode(JSON.parse(xhr.responseText))
          request.onProgress(1)
          resolve(answer)
        } catch (error) {
          reject(error)
        }
      }
      xhr.onerror = () => reject(ServiceUnavailable.default())
      xhr.onabort = () => reject(RequestCanceled.make())
      xhr.send(form)
    })
  })()
  return {
    done,
    cancel: () => {
      canceled = true
      xhr.abort()
    },
  }
}
