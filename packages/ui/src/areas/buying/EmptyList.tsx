import { EmptyState } from '../../primitives/EmptyState'

/**
 * "You don't currently have any {list}. When you do, they'll appear here." (shell §2.4, DECISIONS.md). Stands in
 * for the my-account frame's `EmptyList` (same props) until it lands on main.
 */
export const EmptyList = ({ list }: { readonly list: string }) => (
  <EmptyState
    title={`No ${list}`}
  >{`You don't currently have any ${list}. When you do, they'll appear here.`}</EmptyState>
)
