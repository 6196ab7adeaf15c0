// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeProvider } from '../../theme'
import { CardPhoto } from './CardPhoto'
import { type PhotoGate, PhotoGateContext } from './photoGate'

/** A gate the test opens and closes. */
const manualGate = () => {
  let holding = false
  const listeners = new Set<() => void>()
  const gate: PhotoGate = {
    holding: () => holding,
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
  const set = (next: boolean) =>
    act(() => {
      holding = next
      for (const l of listeners) l()
    })
  return { gate, hold: () => set(true), open: () => set(false) }
}

const photoIn = (gate: PhotoGate, src: string, priority = false) => (
  <ThemeProvider>
    <PhotoGateContext.Provider value={gate}>
      <CardPhoto src={src} alt={`Photo ${src}`} priority={priority} />
    </PhotoGateContext.Provider>
  </ThemeProvider>
)

describe("a card's photo behind the listing's photo gate (docs/adr/0054)", () => {
  afterEach(cleanup)

  it('keeps the photo it shows while the dealer flings, holds a new auction’s photo, and loads it when the list rests', () => {
    const { gate, hold, open } = manualGate()
    const { rerender } = render(photoIn(gate, '/img/1-medium.png'))
    expect(screen.getByRole('img').getAttribute('src')).toBe('/img/1-medium.png')
    hold()
    expect(screen.getByRole('img').getAttribute('src')).toBe('/img/1-medium.png')
    // the grid reuses the card for another auction mid-fling: never the previous auction's photo, and no request yet
    rerender(photoIn(gate, '/img/2-medium.png'))
    expect(screen.queryByRole('img')).toBeNull()
    open()
    expect(screen.getByRole('img').getAttribute('src')).toBe('/img/2-medium.png')
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo /img/2-medium.png')
  })

  it('never holds the first screenful’s photo', () => {
    const { gate, hold } = manualGate()
    hold()
    render(photoIn(gate, '/img/3-medium.png', true))
    expect(screen.getByRole('img').getAttribute('src')).toBe('/img/3-medium.png')
  })

  it('shows at once without a gate (every list but the listing)', () => {
    render(
      <ThemeProvider>
        <CardPhoto src="/img/4-medium.png" alt="Photo 4" priority={false} />
      </ThemeProvider>,
    )
    expect(screen.getByRole('img').getAttribute('src')).toBe('/img/4-medium.png')
  })
})
