import 'reflect-metadata/lite'
import { describe, expect, it } from 'vitest'
import { decorate, defineMetadata, getMetadata, getOwnMetadata } from './reflectMetadataLite'

const library = Reflect as unknown as {
  defineMetadata: typeof defineMetadata
  getMetadata: typeof getMetadata
  getOwnMetadata: typeof getOwnMetadata
  decorate: typeof decorate
}

/** The same story told to the shim and to reflect-metadata itself: every read must agree. */
const story = (api: typeof library) => {
  class Base {}
  class Child extends Base {}
  const key = Symbol('key')
  api.defineMetadata('inversify:class', { scope: 'Singleton' }, Base)
  api.defineMetadata(key, 1, Base.prototype, 'method')
  api.defineMetadata('inversify:class', { scope: 'Transient' }, Child, 'prop')
  const marks: string[] = []
  const decorated = api.decorate(
    [
      (t: unknown) => {
        marks.push('first')
        return t
      },
      () => {
        marks.push('second')
        return undefined
      },
    ],
    Child,
  )
  return {
    ownOnBase: api.getOwnMetadata('inversify:class', Base),
    inheritedOnChild: api.getMetadata('inversify:class', Child),
    ownOnChild: api.getOwnMetadata('inversify:class', Child),
    property: api.getOwnMetadata('inversify:class', Child, 'prop'),
    otherProperty: api.getOwnMetadata('inversify:class', Child, 'other'),
    symbolOnPrototype: api.getMetadata(key, new Child(), 'method'),
    missing: api.getMetadata('nothing', Child),
    decoratedIsChild: decorated === Child,
    marks,
  }
}

describe('the metadata shim (issue 10)', () => {
  it('answers every call inversify makes as reflect-metadata does', () => {
    const shim = story({ defineMetadata, getMetadata, getOwnMetadata, decorate })
    expect(shim).toEqual(story(library))
    expect(shim).toMatchObject({
      inheritedOnChild: { scope: 'Singleton' },
      ownOnChild: undefined,
      marks: ['second', 'first'],
    })
  })
})
