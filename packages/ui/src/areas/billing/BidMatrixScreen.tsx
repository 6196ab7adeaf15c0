import { ExternalTools, isLimited } from '@gavel/domain'
import { useState } from 'react'
import { type OpenToolWindow, openBlankTab } from '../../components/NavLinks/openToolWindow'
import { Muted, SectionBox, Stack } from '../../components/QuerySection'
import { Button } from '../../primitives/Button'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { useToast } from '../../toast'
import { MyAccountPage } from '../myAccount'

/**
 * /myacv/bidmatrix, titled 'S.A.M. Buying Rules' (shell §2.4): the dealership's buying rules live in the external
 * Buying Matrix, whose token is fetched first (shell §2.1); the rules open in a new tab with the token posted, never
 * in a URL. A failure closes the tab and says why.
 */
export const BidMatrixScreen = ({ openWindow = openBlankTab }: { readonly openWindow?: OpenToolWindow }) => {
  const tools = useService(ExternalTools)
  const toast = useToast()
  const session = useSession()
  const [busy, setBusy] = useState(false)
  const open = async () => {
    if (busy) return
    setBusy(true)
    const tab = openWindow()
    try {
      const launch = await tools.buyingMatrix()
      tab?.post(launch.url, { token: launch.token })
    } catch (error) {
      tab?.close()
      toast.showError(error)
    } finally {
      setBusy(false)
    }
  }
  const limited = session !== null && isLimited(session.user)
  return (
    <MyAccountPage title="S.A.M. Buying Rules">
      <SectionBox>
        <Stack>
          <Muted>
            Your buying rules set what your dealership pays for each make, model, year and mileage. They open in the
            Buying Matrix, in a new tab.
          </Muted>
          <div>
            <Button
              loading={busy}
              onClick={() => void open()}
              disabledReason={limited ? 'Your dealership is not active: the buying rules are not available.' : null}
            >
              Open S.A.M. Buying Rules
            </Button>
          </div>
        </Stack>
      </SectionBox>
    </MyAccountPage>
  )
}
