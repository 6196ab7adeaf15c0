import type { InspectionStatus } from '@gavel/domain/areas/inspections'
import styled, { type DefaultTheme } from 'styled-components'
import { RowList } from '../../primitives/RowList'

export const SelectField = styled.label<{ $invalid?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  & select,
  & textarea {
    min-height: 40px;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    max-width: 100%;
  }
  & textarea {
    min-height: 88px;
    resize: vertical;
  }
`

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`

/**
 * The chosen inspection address in full under its select, on mobile only: a phone's select cuts a long address at its
 * edge (the select shows it whole on wider screens).
 */
export const ChosenAddress = styled(Hint)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.fromMd} {
    display: none;
  }
`

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > .wide {
    grid-column: 1 / -1;
  }
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[3]};
  }
`

export const Banner = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`

const tones = (theme: DefaultTheme): Record<InspectionStatus, readonly [string, string]> => ({
  requested: [theme.colors.infoSoft, theme.colors.info],
  scheduled: [theme.colors.warningSoft, theme.colors.warning],
  inspected: [theme.colors.successSoft, theme.colors.success],
  cancelled: [theme.colors.surfaceSunken, theme.colors.textMuted],
})

export const StatusPill = styled.span<{ $status: InspectionStatus }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $status }) => tones(theme)[$status][0]};
  color: ${({ theme, $status }) => tones(theme)[$status][1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`

export const Rows = styled(RowList)`
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    background: none;
    box-shadow: none;
    & > li + li {
      border-top: 0;
    }
  }
`

export const Row = styled.li<{ $fresh?: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme, $fresh }) => ($fresh ? theme.colors.infoSoft : 'transparent')};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $fresh }) => ($fresh ? theme.colors.infoSoft : theme.colors.surface)};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`

export const RowEnd = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.mobile} {
    justify-items: start;
  }
`
