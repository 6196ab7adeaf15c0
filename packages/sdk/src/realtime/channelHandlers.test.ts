import { describe, expect, it } from 'vitest'
import { ChannelHandlers } from './channelHandlers.js'
import type { RealtimeMessage } from './frames.js'

const message = (channel: string, n: number): RealtimeMessage => ({ op: 'message', channel, n })

/** A handler that records the `n` of every message it gets. */
const recorder = () => {
  const got: unknown[] = []
  const handler = (m: RealtimeMessage) => {
    got.push(m.n)
  }
  return { got, handler }
}

describe('ChannelHandlers', () => {
  it('says when a channel gets its first handler and when it loses its last', () => {
    const handlers = new ChannelHandlers()
    const a = recorder()
    const b = recorder()
    expect(handlers.add('updates.1', a.handler)).toBe(true)
    expect(handlers.add('updates.1', b.handler)).toBe(false)
    expect(handlers.remove('updates.1', a.handler)).toBe(false)
    expect(handlers.remove('updates.1', b.handler)).toBe(true)
    expect(handlers.size).toBe(0)
    expect(handlers.remove('updates.1', b.handler)).toBe(false)
  })

  it("hands a channel's messages to each of its handlers, once, and to no other channel's", () => {
    const handlers = new ChannelHandlers()
    const a = recorder()
    const b = recorder()
    const other = recorder()
    handlers.add('updates.1', a.handler)
    handlers.dispatch('updates.1', message('updates.1', 1))
    handlers.add('updates.1', b.handler)
    handlers.add('updates.1', b.handler)
    handlers.add('updates.2', other.handler)
    handlers.dispatch('updates.1', message('updates.1', 2))
    handlers.remove('updates.1', a.handler)
    handlers.dispatch('updates.1', message('updates.1', 3))
    handlers.dispatch('updates.3', message('updates.3', 4))
    expect(a.got).toEqual([1, 2])
    expect(b.got).toEqual([2, 3])
    expect(other.got).toEqual([])
    expect([...handlers.channels()]).toEqual(['updates.1', 'updates.2'])
  })

  it('counts a handler added twice once: one call, and one removal empties the channel', () => {
    const handlers = new ChannelHandlers()
    const a = recorder()
    expect(handlers.add('user.7', a.handler)).toBe(true)
    expect(handlers.add('user.7', a.handler)).toBe(false)
    handlers.dispatch('user.7', message('user.7', 1))
    expect(a.got).toEqual([1])
    expect(handlers.remove('user.7', a.handler)).toBe(true)
  })

  it('leaves a channel alone when a handler it never had is removed', () => {
    const handlers = new ChannelHandlers()
    const a = recorder()
    handlers.add('updates.1', a.handler)
    expect(handlers.remove('updates.1', recorder().handler)).toBe(false)
    handlers.dispatch('updates.1', message('updates.1', 1))
    expect(a.got).toEqual([1])
  })

  it('keeps delivering to the others when one handler throws', () => {
    const handlers = new ChannelHandlers()
    const a = recorder()
    handlers.add('updates.1', () => {
      throw new Error('broken handler')
    })
    handlers.add('updates.1', a.handler)
    handlers.dispatch('updates.1', message('updates.1', 1))
    expect(a.got).toEqual([1])
  })
})
