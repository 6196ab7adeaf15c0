import { RequestCanceled, SessionExpired } from '@gavel/domain'
import { describe, expect, it, vi } from 'vitest'
import { AnalyticsConsole } from './AnalyticsConsole'
import { ErrorReportingConsole } from './ErrorReportingConsole'

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'

describe('console monitoring and analytics (shell §4.6, §8)', () => {
  it('reports an error with its context, never a token', () => {
    const sink = { error: vi.fn() }
    new ErrorReportingConsole(sink).report(new SessionExpired({ message: `rejected Bearer ${JWT}` }), {
      area: 'session',
      refreshTokenId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    })
    const logged = JSON.stringify(sink.error.mock.calls)
    expect(logged).toContain('SessionExpired')
    expect(logged).toContain('session')
    expect(logged).not.toContain(JWT)
    expect(logged).not.toContain('3f2504e0')
  })

  it('does not report a canceled request', () => {
    const sink = { error: vi.fn() }
    new ErrorReportingConsole(sink).report(RequestCanceled.make())
    expect(sink.error).not.toHaveBeenCalled()
  })

  it('tracks an event with its properties, token-looking text redacted', () => {
    const sink = { info: vi.fn() }
    new AnalyticsConsole(sink).track('tour_started', { chapter: 1, note: `token ${JWT}`, accessToken: 'abc' })
    expect(sink.info).toHaveBeenCalledWith('[gavel:event]', 'tour_started', {
      chapter: 1,
      note: 'token [redacted]',
      accessToken: '[redacted]',
    })
  })
})
