import { describe, expect, it } from 'vitest'
import {
  ActionRejected,
  BidAwaitsApproval,
  InvalidCredentials,
  InvalidInput,
  isDomainError,
  MalformedResponse,
  messageOf,
  NotFound,
  RequestCanceled,
  ServiceUnavailable,
  SessionExpired,
} from './errors'

const all = [
  new ServiceUnavailable({ message: 'a' }),
  new MalformedResponse({ message: 'b', operation: 'op', detail: 'd' }),
  new RequestCanceled({ message: 'c' }),
  new SessionExpired({ message: 'd' }),
  new InvalidCredentials({ message: 'e' }),
  new NotFound({ message: 'f' }),
  new InvalidInput({ message: 'g', field: 'x' }),
  new ActionRejected({ message: 'h' }),
  new BidAwaitsApproval({ message: 'i', requestId: 7, amount: 12_500, limitKind: 'single_bid', limit: 10_000 }),
]

describe('domain errors', () => {
  it('are tagged with their class name and keep their fields', () => {
    expect(all.map((e) => e._tag)).toEqual([
      'ServiceUnavailable',
      'MalformedResponse',
      'RequestCanceled',
      'SessionExpired',
      'InvalidCredentials',
      'NotFound',
      'InvalidInput',
      'ActionRejected',
      'BidAwaitsApproval',
    ])
    expect(all.map((e) => e.message)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])
    expect(all[8]).toMatchObject({ requestId: 7, amount: 12_500, limitKind: 'single_bid', limit: 10_000 })
    expect(all[1]).toMatchObject({ operation: 'op', detail: 'd' })
    expect(all[6]).toMatchObject({ field: 'x' })
  })
  it('recognises every domain error and nothing else', () => {
    for (const e of all) expect(isDomainError(e)).toBe(true)
    for (const other of [null, undefined, 'ServiceUnavailable', new Error('x'), { _tag: 'Other' }, { message: 'm' }]) {
      expect(isDomainError(other)).toBe(false)
    }
  })
  it('gives the text to show: the error own text, else the default API text (shell §8)', () => {
    expect(messageOf(new NotFound({ message: 'Gone' }))).toBe('Gone')
    expect(messageOf(new Error('boom'))).toBe(
      'There was problem processing your request. Please try again or adjust your parameters.',
    )
  })
  it('has the default and canceled texts of shell §8', () => {
    expect(ServiceUnavailable.default().message).toBe(
      'There was problem processing your request. Please try again or adjust your parameters.',
    )
    expect(RequestCanceled.make().message).toBe('Request canceled due to being idle or offline')
    expect(RequestCanceled.make()).toBeInstanceOf(RequestCanceled)
  })
})
