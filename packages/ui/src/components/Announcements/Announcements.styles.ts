import styled from 'styled-components'

/** Mobile carousel height (marketplace §9: "Mobile announcements carousel height: 170px"). */
export const CAROUSEL_HEIGHT_PX = 170

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

export const Carousel = styled.section`
  display: flex;
  flex-direction: column;
  height: ${CAROUSEL_HEIGHT_PX}px;
  overflow: hidden;
  touch-action: pan-y;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

export const Slide = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
`

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
