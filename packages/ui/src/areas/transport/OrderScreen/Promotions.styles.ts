import styled from 'styled-components'

export const PromoBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  align-self: start;
`

export const PromoList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
  p {
    margin: 0;
  }
`

export const Fits = styled.p`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

/** The order form beside its promotions; on a phone the promotions come first, above the form. */
export const OrderLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 760px) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    > section {
      order: -1;
    }
  }
`
