import {
  Clock,
  initialTermsFlow,
  TermsCheckLog,
  type TermsDocument,
  TermsOfService,
  termsCheckDue,
  termsErrorText,
  termsFailureToast,
  termsFlow,
  type UserId,
} from '@gavel/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer } from 'react'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'
import { useToast } from '../../toast'

export interface TermsGateState {
  readonly modalOpen: boolean
  readonly document: TermsDocument | null
  readonly pdfUrl: string
  readonly accepting: boolean
  readonly errors: readonly string[]
  readonly accept: () => void
}

/**
 * The terms flow of marketplace §4 for one signed-in user, over the domain's `termsFlow` reducer: check at most once
 * a day (`termsCheckDue` over the TermsCheckLog), open the modal when acceptance is required, load the content
 * (a failure closes the modal and is recorded), accept (one success toast), and toast failures of the check or
 * the acceptance (marketplace §8). The day's check is recorded only once nothing is left to accept, so a reload
 * cannot skip terms the user has not accepted yet.
 */
export const useTermsGate = (userId: UserId): TermsGateState => {
  const terms = useService(TermsOfService)
  const log = useService(TermsCheckLog)
  const clock = useService(Clock)
  const toast = useToast()
  const [flow, dispatch] = useReducer(termsFlow, initialTermsFlow)

  const fail = useCallback(
    (error: unknown) => {
      dispatch({ type: 'failed', error: termsErrorText(error) })
      const text = termsFailureToast(error)
      if (text !== null) toast.show('error', text)
    },
    [toast],
  )

  useEffect(() => {
    if (!termsCheckDue(log.lastCheckedAt(userId), clock.now())) return
    let current = true
    terms.check().then(
      (result) => {
        if (!current) return
        dispatch({
          type: 'checked',
          acceptanceRequired: result.acceptanceRequired,
          eulaId: result.eula.id,
          contentUrl: result.eula.url,
        })
        if (!result.acceptanceRequired) log.recordCheck(userId, clock.now())
      },
      (error: unknown) => {
        if (current) fail(error)
      },
    )
    return () => {
      current = false
    }
  }, [terms, log, clock, userId, fail])

  const eulaId = flow.state.eulaId
  const content = useQuery({
    queryKey: queryKeys.termsContent(eulaId),
    queryFn: () => terms.content(eulaId ?? ''),
    enabled: flow.modalOpen && eulaId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
  useEffect(() => {
    if (content.error) dispatch({ type: 'contentFailed', error: termsErrorText(content.error) })
  }, [content.error])

  const acceptance = useMutation({
    mutationFn: (id: string) => terms.accept(id, clock.now()),
    onSuccess: () => {
      log.recordCheck(userId, clock.now())
      dispatch({ type: 'accepted' })
    },
    onError: fail,
  })

  useEffect(() => {
    if (flow.pendingToast === null) return
    toast.show('success', flow.pendingToast)
    dispatch({ type: 'toastShown' })
  }, [flow.pendingToast, toast])

  const { mutate, isPending } = acceptance
  const accept = useCallback(() => {
    if (eulaId !== null && !isPending) mutate(eulaId)
  }, [eulaId, isPending, mutate])

  return {
    modalOpen: flow.modalOpen,
    document: content.data ?? null,
    pdfUrl: eulaId === null ? '' : terms.pdfUrl(eulaId),
    accepting: isPending,
    errors: flow.state.errors,
    accept,
  }
}
