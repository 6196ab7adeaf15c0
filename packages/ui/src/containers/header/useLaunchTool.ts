import { ExternalTools } from '@gavel/domain'
import { useCallback } from 'react'
import type { LaunchTool } from '../../components/NavLinks/ExternalToolLink'
import { useService } from '../../services/ServicesProvider'

/** The header's external tools over the ExternalTools port: a fresh token per click (shell §2.1). */
export const useLaunchTool = (): LaunchTool => {
  const tools = useService(ExternalTools)
  return useCallback((tool) => (tool === 'appraisal' ? tools.appraisal() : tools.buyingMatrix()), [tools])
}
