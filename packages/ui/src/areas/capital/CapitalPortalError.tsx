import { CapitalPaths, CapitalTexts } from '@gavel/domain/areas/capital'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { Button } from '../../primitives/Button'
import { EmptyState } from '../../primitives/EmptyState'
import { Page } from './CapitalPortal.styles'
import { capitalKeys } from './capitalQueries'

/** /capital/portal-error (marketplace §8 "Capital portal failure: goes to /capital/portal-error"), with a retry. */
export const CapitalPortalError = () => {
  const client = useQueryClient()
  const navigate = useNavigate()
  const retry = () => {
    client.removeQueries({ queryKey: capitalKeys.standing })
    void navigate(CapitalPaths.root)
  }
  return (
    <Page>
      <EmptyState title={CapitalTexts.portalErrorTitle} action={<Button onClick={retry}>Try again</Button>}>
        {CapitalTexts.portalErrorBody}
      </EmptyState>
    </Page>
  )
}
