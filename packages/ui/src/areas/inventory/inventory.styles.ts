import styled from 'styled-components'

export const Gate = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`

export const Terms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 320px;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
`

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space[3]};
`

export const VehicleRow = styled.li`
  display: grid;
  grid-template-columns: 28px 72px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  & input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 28px 56px minmax(0, 1fr);
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`

export const Thumb = styled.div`
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`

export const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[3]};
`

export const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const FileRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(80px, 2fr) auto auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    & > strong,
    & > [role='progressbar'] {
      grid-column: 1 / -1;
    }
  }
`

export const Picker = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`
