import { APPRAISAL_FAILED, type NavLink, type ToolLaunch } from '@gavel/domain'
import { useState } from 'react'
import styled from 'styled-components'
import { Spinner } from '../../primitives/Spinner'
import { visuallyHidden } from '../../theme/visuallyHidden'
import { useToast } from '../../toast'
import { ItemButton } from './NavLinks.styles'
import { type OpenToolWindow, openBlankTab } from './openToolWindow'

const Hidden = styled.span`
  ${visuallyHidden}
`

/** The external tools of the header. */
export type ExternalToolId = 'buyingMatrix' | 'appraisal'

/** Fetches a fresh token for a tool and resolves with where to send it (the ExternalTools port, via the header's container). */
export type LaunchTool = (tool: ExternalToolId) => Promise<ToolLaunch>

export interface ExternalToolLinkProps {
  readonly link: NavLink & { readonly id: ExternalToolId }
  readonly launchTool: LaunchTool
  readonly openWindow?: OpenToolWindow
}

/**
 * Buying Matrix and Clear Car Appraisal (shell §2.1): the token is fetched first (progress shows meanwhile), then
 * the tool opens in a new tab. A failed Appraisal says 'An error has occurred while trying to access Appraisal.
 * Please try again.' (shell §8); a failed Buying Matrix shows the call's error.
 */
export const ExternalToolLink = ({ link, launchTool, openWindow = openBlankTab }: ExternalToolLinkProps) => {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const open = async () => {
    if (busy) return
    setBusy(true)
    const tab = openWindow()
    try {
      const launch = await launchTool(link.id)
      tab?.post(launch.url, { token: launch.token })
    } catch (error) {
      tab?.close()
      if (link.id === 'appraisal') toast.show('error', APPRAISAL_FAILED)
      else toast.showError(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <ItemButton type="button" aria-busy={busy} onClick={open}>
      {link.label}
      {busy && <Spinner decorative size={14} />}
      <Hidden>{busy ? ' (opening)' : ' (opens in a new tab)'}</Hidden>
    </ItemButton>
  )
}
