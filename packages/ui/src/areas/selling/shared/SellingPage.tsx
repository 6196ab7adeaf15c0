import type { ReactNode } from 'react'
import styled from 'styled-components'

const Page = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[3]};
  }
`

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

/** A selling page: its title and content (the my-account frame wraps it when it lands). */
export const SellingPage = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <Page>
    <Heading>{title}</Heading>
    {children}
  </Page>
)
