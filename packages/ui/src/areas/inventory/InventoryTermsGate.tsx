import { messageOf } from '@gavel/domain'
import { InventoryService, type InventoryTerms, InventoryTexts } from '@gavel/domain/areas/inventory'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../primitives/Button'
import { ErrorState } from '../../primitives/ErrorState'
import { Skeleton } from '../../primitives/Skeleton'
import { useService } from '../../services/ServicesProvider'
import { Gate, Terms } from './inventory.styles'
import { useInventoryTermsContent } from './inventoryQueries'
import { inventoryKeys } from './queryKeys'

/**
 * The inventory's own terms of service (marketplace §2 "Inventory, with a terms-of-service gate"; §7 terms_of_service
 * GET and POST): the text, read from the state's url and shown as text, and one accept that is sent once.
 */
export const InventoryTermsGate = ({
  terms,
  limited,
}: {
  readonly terms: InventoryTerms
  readonly limited: boolean
}) => {
  const port = useService(InventoryService)
  const queryClient = useQueryClient()
  const content = useInventoryTermsContent(terms.url)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const accept = async () => {
    if (sending) return
    setSending(true)
    setError(null)
    try {
      const next = await port.acceptTerms(terms.eulaId, new Date())
      queryClient.setQueryData(inventoryKeys.terms, next)
    } catch (cause) {
      setError(messageOf(cause))
    } finally {
      setSending(false)
    }
  }
  return (
    <Gate aria-labelledby="inventory-terms-heading">
      <h2 id="inventory-terms-heading">{content.data?.title ?? InventoryTexts.termsHeading}</h2>
      <p>Accept the inventory terms of service to see and send your inventory.</p>
      {content.isPending ? (
        <Skeleton width="100%" height="120px" />
      ) : content.isError ? (
        <ErrorState
          message={messageOf(content.error)}
          onRetry={() => void content.refetch()}
          retrying={content.isFetching}
        />
      ) : (
        <Terms>
          {content.data.content.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Terms>
      )}
      {error !== null && <p role="alert">{error}</p>}
      <div>
        <Button
          loading={sending}
          disabledReason={limited ? InventoryTexts.limited : content.isSuccess ? null : 'Read the terms first.'}
          onClick={() => void accept()}
        >
          {InventoryTexts.accept}
        </Button>
      </div>
    </Gate>
  )
}
