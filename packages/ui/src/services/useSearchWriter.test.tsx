// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { BrowserRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { useSearchWriter } from './useSearchWriter'

const mount = (at: string) => {
  window.history.replaceState(null, '', at)
  const probe: { write?: ReturnType<typeof useSearchWriter> } = {}
  const Probe = () => {
    probe.write = useSearchWriter()
    return null
  }
  render(
    <BrowserRouter>
      <Probe />
    </BrowserRouter>,
  )
  return (...args: Parameters<ReturnType<typeof useSearchWriter>>) => act(() => probe.write?.(...args))
}

describe('useSearchWriter', () => {
  afterEach(cleanup)

  it('writes onto a URL the page has not rendered yet, so a page-2 click keeps a sort chosen a moment before', () => {
    const write = mount('/myacv/won')
    window.history.pushState(null, '', '/myacv/won?sort=ending')
    write({ page: '2' })
    expect(window.location.pathname).toBe('/myacv/won')
    expect(window.location.search).toBe('?sort=ending&page=2')
  })

  it('removes a parameter, and replaces the history entry when asked', () => {
    const write = mount('/auction/7?action=bid&x=1')
    const entries = window.history.length
    write({ action: null }, { replace: true })
    expect(window.location.search).toBe('?x=1')
    expect(window.history.length).toBe(entries)
  })
})
