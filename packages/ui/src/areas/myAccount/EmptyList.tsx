import { emptyListSentence } from '@gavel/domain/areas/myAccount'
import styled from 'styled-components'

const Sentence = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`

/** An empty my-account list, in the spec's sentence: `list` is e.g. 'active buying auctions'. */
export const EmptyList = ({ list }: { readonly list: string }) => <Sentence>{emptyListSentence(list)}</Sentence>
