import styled from 'styled-components'

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  & > *:not(:first-child) {
    margin-inline: ${({ theme }) => theme.space[3]};
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`

/** Fixed 4:3 frame so lazy photos never shift the grid. */
export const PhotoFrame = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`

export const Photo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`

export const NoPhoto = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* The whole card is the link's click target; the Bid button sits above it. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`

export const Facts = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Price = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

/**
 * The countdown's place at the end of the price line: a block around its contained box (`Countdown`'s `contained`),
 * which no flex item may be, so a tick lays out the countdown alone, not the card. Bottom-aligned, where the price's
 * baseline put it before.
 */
export const CountdownSlot = styled.span`
  margin-left: auto;
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

export const PriceLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
`

export const Footer = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
`
