/**
 * The base of the domain's errors (docs/adr/0039): an `Error` whose `_tag` names its kind and whose fields are own
 * properties, in the style of effect's `Data.TaggedError`, without effect's runtime (about 20 KB brotli that the
 * listing's first cards would otherwise load for their error classes alone). Usage:
 * `class NotFound extends TaggedError('NotFound')<{ readonly message: string }>() {}`.
 */
export const TaggedError =
  <Tag extends string>(tag: Tag) =>
  <Fields extends { readonly message: string }>() => {
    class Tagged extends Error {
      readonly _tag: Tag = tag
      constructor(fields: Fields) {
        super(fields.message)
        Object.assign(this, fields)
        this.name = tag
      }
    }
    return Tagged as unknown as new (
      fields: Fields,
    ) => Error & { readonly _tag: Tag } & Readonly<Fields>
  }
