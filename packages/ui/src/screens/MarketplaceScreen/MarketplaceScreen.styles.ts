import styled from 'styled-components'
import { aboveBottomNav } from '../../theme/bottomNav'
import { visuallyHidden } from '../../theme/visuallyHidden'

export const Page = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[3]};
    /* Room for the mobile bottom navigation (shell §2.1) and the home indicator. */
    padding-bottom: ${aboveBottomNav(32)};
  }
`

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  /* A phone's top bar already shows the page's title: the heading stays for screen readers only, so the first
     card's photo is in the first viewport (issue 10). */
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`

export const Rows = styled.div`
  position: relative;
  width: 100%;
  /* screen readers and Tab follow each row's reading-order (its index), not the DOM's slot order (docs/adr/0049) */
  reading-flow: source-order;
`

export const Row = styled.div<{ $columns: number }>`
  /* a row's layout and paint stay inside it: a card changing (a bid) never moves another row. Chromium still starts
     that layout at the document (no row without a fixed height, and no grid item, bounds a layout); the countdown,
     which changes every second, has a box that does (Countdown's contained, docs/adr/0049 amendment). */
  contain: layout paint style;
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[4]};
`

export const Cell = styled.div`
  min-width: 0;
`

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`

export const Status = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`

/** A card with its Hide button over the photo's corner. */
export const HideFrame = styled.div`
  position: relative;
  /* the card fills its cell, as tall as its row (every row one pitch tall, docs/adr/0049) */
  height: 100%;
`

export const HideButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

export const Toolbar = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[2]};
`
