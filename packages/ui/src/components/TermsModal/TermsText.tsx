import type { TermsBlock, TermsDocument } from '@gavel/domain'

/** A block with its place in the document (the text may repeat, so the place is its identity). */
type Placed = TermsBlock & { readonly at: number }
type Group = { readonly kind: 'list'; readonly at: number; readonly items: Placed[] } | Placed

/** Consecutive list items form one list. */
const grouped = (blocks: readonly TermsBlock[]): Group[] => {
  const groups: Group[] = []
  let list: Placed[] | null = null
  blocks.forEach((block, at) => {
    const placed = { ...block, at }
    if (block.kind !== 'item') {
      list = null
      groups.push(placed)
    } else if (list === null) {
      list = [placed]
      groups.push({ kind: 'list', at, items: list })
    } else list.push(placed)
  })
  return groups
}

/** The terms as text nodes only (headings, paragraphs, lists): the server's markup never reaches the page. */
export const TermsText = ({ document }: { readonly document: TermsDocument }) => (
  <>
    {grouped(document.blocks).map((group) => {
      if (group.kind === 'list')
        return (
          <ul key={group.at}>
            {group.items.map((item) => (
              <li key={item.at}>{item.text}</li>
            ))}
          </ul>
        )
      return group.kind === 'heading' ? <h3 key={group.at}>{group.text}</h3> : <p key={group.at}>{group.text}</p>
    })}
  </>
)
