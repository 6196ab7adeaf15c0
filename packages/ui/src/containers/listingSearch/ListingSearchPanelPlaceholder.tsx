import styled from 'styled-components'
import { Skeleton } from '../../primitives/Skeleton'
import { Panel, Row } from './ListingSearchPanel.styles'

/** The search box's and the saved searches' heights, so the listing below does not move when they arrive. */
const Box = styled.div`
  flex: 1 1 240px;
`

/**
 * The search panel's static shape while its code and TanStack Query load after the first card (docs/adr/0046): the
 * search box and Filters button row and the saved searches line, as grey blocks hidden from screen readers.
 */
export const ListingSearchPanelPlaceholder = () => (
  <Panel aria-hidden="true" data-testid="search-panel-placeholder">
    <Row>
      <Box>
        <Skeleton height="44px" radius="md" />
      </Box>
      <Skeleton width="88px" height="44px" radius="md" />
    </Row>
    <Skeleton width="200px" height="32px" radius="pill" />
  </Panel>
)
