// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RecycledCell } from './RecycledCell'

const cellOf = (auctionId: number) => (
  <RecycledCell auctionId={auctionId}>
    <button type="button">Bid on {auctionId}</button>
  </RecycledCell>
)

describe('a recycled grid cell (docs/adr/0049)', () => {
  it('lets go of focus when it is given another auction, so Enter cannot bid on an auction nobody chose', () => {
    const { rerender } = render(cellOf(1))
    screen.getByRole('button').focus()
    rerender(cellOf(1))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bid on 1' }))
    rerender(cellOf(2))
    expect(screen.getByRole('button', { name: 'Bid on 2' })).not.toBe(document.activeElement)
    expect(document.activeElement).toBe(document.body)
  })

  it('leaves focus elsewhere on the page alone', () => {
    const { rerender } = render(
      <>
        <button type="button">Search</button>
        {cellOf(1)}
      </>,
    )
    screen.getByRole('button', { name: 'Search' }).focus()
    rerender(
      <>
        <button type="button">Search</button>
        {cellOf(2)}
      </>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }))
  })
})
