import styled from 'styled-components'
import { Dialog } from '../../primitives/Dialog'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

export const Stage = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: zoom-in;
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`

export const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 2px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    flex: 0 0 auto;
    scroll-snap-align: start;
  }
`

export const Thumb = styled.button<{ $current: boolean }>`
  display: block;
  width: 80px;
  aspect-ratio: 4 / 3;
  padding: 0;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 64px;
  }
`

export const Lightbox = styled(Dialog)`
  padding: ${({ theme }) => theme.space[3]};
  img {
    display: block;
    width: 100%;
    max-height: 75vh;
    object-fit: contain;
    touch-action: pan-y;
  }
`

export const LightboxBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`
