/** Keys whose values are never logged: tokens, passwords, authorization headers (shell §4.2 "never in logs"). */
const SECRET_KEY = /token|password|secret|authorization|bearer|jwt/i
/** Values that look like a bearer token or JWT, wherever they hide in a message. */
const SECRET_VALUE = /(bearer\s+)[\w.~+/=-]+|eyJ[\w-]+\.[\w-]+\.[\w-]*/gi

const scrubText = (text: string): string =>
  text.replace(SECRET_VALUE, (_match, bearer: string | undefined) => `${bearer ?? ''}[redacted]`)

/** A copy of flat properties with secret-named keys and token-looking text redacted. */
export const scrubProperties = <V>(properties: Readonly<Record<string, V>>): Record<string, V | string> =>
  Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : typeof value === 'string' ? scrubText(value) : value,
    ]),
  )

/** An error's name and message with token-looking text redacted (the stack is kept: it holds no values). */
export const scrubError = (error: unknown): { readonly name: string; readonly message: string } => {
  if (error instanceof Error) return { name: error.name, message: scrubText(error.message) }
  if (typeof error === 'object' && error !== null && '_tag' in error) {
    const tagged = error as { readonly _tag: unknown; readonly message?: unknown }
    return { name: String(tagged._tag), message: scrubText(String(tagged.message ?? '')) }
  }
  return { name: typeof error, message: scrubText(String(error)) }
}
