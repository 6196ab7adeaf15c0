import { SdkError } from './SdkError.js'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const nonEmptyStrings = (values: readonly unknown[]): string[] =>
  values.filter((value): value is string => typeof value === 'string' && value.length > 0)

/**
 * Turns a non-2xx answer into an `SdkError`: an easy-pass body `[{detail, code}]` ("an array with a detail field",
 * shell.md 8) gives `details`, `codes` and message = the first detail; a GraphQL body `{errors: [{message}]}` gives
 * the messages as details and the first as message; an identity body `{message}` gives the message;
 * any other body (HTML from a proxy, empty) keeps the spec's default text.
 */
export async function httpError(response: Response, operation?: string): Promise<SdkError> {
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const base = { kind: 'http', status: response.status, operation, body } as const
  if (Array.isArray(body)) {
    const entries = body.filter(isRecord)
    const details = nonEmptyStrings(entries.map((entry) => entry.detail))
    const codes = nonEmptyStrings(entries.map((entry) => entry.code))
    return new SdkError({ ...base, message: details[0], details, codes })
  }
  if (isRecord(body) && Array.isArray(body.errors)) {
    // A GraphQL answer (contracts/graphql/schema.graphql): `{ errors: [{ message, extensions: { code } }] }`.
    const entries = body.errors.filter(isRecord)
    const details = nonEmptyStrings(entries.map((entry) => entry.message))
    const codes = nonEmptyStrings(
      entries.map((entry) => (isRecord(entry.extensions) ? entry.extensions.code : undefined)),
    )
    return new SdkError({ ...base, message: details[0], details, codes })
  }
  if (isRecord(body) && typeof body.message === 'string' && body.message.length > 0) {
    return new SdkError({ ...base, message: body.message })
  }
  return new SdkError(base)
}
