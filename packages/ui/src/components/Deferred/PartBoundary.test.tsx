// @vitest-environment jsdom
import { Messages } from '@gavel/domain'
import { cleanup, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeProvider } from '../../theme'
import { ToastProvider } from '../../toast/ToastProvider'
import { createToastStore } from '../../toast/toastStore'
import { Deferred } from './Deferred'
import { LazyPart } from './LazyPart'

const page = (part: React.ReactNode, store = createToastStore()) => {
  render(
    <ThemeProvider>
      <ToastProvider store={store}>
        <main>The listing</main>
        {part}
      </ToastProvider>
    </ThemeProvider>,
  )
  return store
}

const failing = () =>
  lazy(async (): Promise<{ default: () => null }> => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })

describe('a part of the shell loaded after the page or when due (Deferred, docs/adr/0053)', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('shows the part once its code has arrived', async () => {
    const Part = lazy(async () => ({ default: () => <p>Welcome to Gavel</p> }))
    const store = page(
      <Deferred>
        <Part />
      </Deferred>,
    )
    expect(await screen.findByText('Welcome to Gavel')).toBeTruthy()
    expect(store.list()).toEqual([])
  })

  it('keeps the page and says so once when a part due later (a tour, the terms modal) cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Part = failing()
    const store = page(
      <Deferred>
        <Part />
      </Deferred>,
    )
    expect(await screen.findByText(Messages.defaultApiError)).toBeTruthy()
    expect(store.list().map((t) => t.text)).toEqual([Messages.defaultApiError])
    expect(screen.getByText('The listing')).toBeTruthy()
  })

  it('a deferred part of the shell (the footer, a menu) that cannot be downloaded keeps its placeholder, not the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Footer = failing()
    const store = page(
      <Deferred placeholder={<span>Menu loading</span>}>
        <Footer />
      </Deferred>,
    )
    expect(await screen.findByText(Messages.defaultApiError)).toBeTruthy()
    expect(store.list().map((t) => t.text)).toEqual([Messages.defaultApiError])
    expect(screen.getByText('The listing')).toBeTruthy()
    expect(screen.getByText('Menu loading')).toBeTruthy()
  })

  it('a page part gives its loading shape way to what it shows on failure, and the page stays (LazyPart)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Panel = failing()
    const store = page(
      <LazyPart placeholder={<span>Search loading</span>} failed={null}>
        <Panel />
      </LazyPart>,
    )
    expect(screen.getByText('Search loading')).toBeTruthy()
    expect(await screen.findByText(Messages.defaultApiError)).toBeTruthy()
    expect(screen.queryByText('Search loading')).toBeNull()
    expect(store.list().map((t) => t.text)).toEqual([Messages.defaultApiError])
    expect(screen.getByText('The listing')).toBeTruthy()
  })
})
