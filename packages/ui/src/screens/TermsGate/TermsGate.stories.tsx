import {
  Clock,
  epochMillis,
  type PortId,
  type PortResolver,
  TermsCheckLog,
  TermsOfService,
  TermsRetrieveFailed,
  TermsSaveFailed,
  userId,
} from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { type SandboxParameters, sandboxOf, stageFailures } from '../../../../../.storybook/sandbox'
import { TermsModalTexts } from '../../components/TermsModal'
import { LONG_TERMS } from '../../components/TermsModal/termsFixture'
import { ServicesProvider } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { TermsGate } from './TermsGate'

const ACCEPTED = 'Terms of Service accepted successfully'
const FAILED = 'Unable to process Terms of Service. If the problem persists, please contact support by phone.'

/** As apps/web mounts it: for the signed-in user, keyed by them. */
const ForSignedInUser = () => {
  const session = useSession()
  return (
    <>
      <p>The page behind the terms.</p>
      {session && <TermsGate key={session.user.id} userId={session.user.id} />}
    </>
  )
}

/** Screen stories run against the sandbox (STYLE rule 15): buyer@ has not accepted the current terms yet. */
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'buyer', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/TermsGate',
  component: TermsGate,
  args: { userId: userId(1) },
  render: () => <ForSignedInUser />,
  parameters: sandbox(),
} satisfies Meta<typeof TermsGate>
export default meta
type Story = StoryObj<typeof meta>

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: 'Updated ACV Terms of Service' }, { timeout: 5_000 })

/** Reads the terms to the end and ticks the box, as a dealer must before accepting. */
const readAndTick = async (canvasElement: HTMLElement) => {
  const dialog = within(await dialogOf(canvasElement))
  const terms = dialog.getByRole('region', { name: TermsModalTexts.termsRegion })
  await dialog.findByRole('heading', { name: '2. Bids are binding' })
  const checkbox = dialog.getByRole('checkbox', { name: TermsModalTexts.agree })
  await expect(checkbox).toBeDisabled()
  terms.scrollTop = terms.scrollHeight
  terms.dispatchEvent(new Event('scroll'))
  await waitFor(() => expect(checkbox).toBeEnabled())
  await userEvent.click(checkbox)
  return dialog.getByRole('button', { name: TermsModalTexts.accept })
}

const toasts = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Notifications' })

export const AcceptanceRequired: Story = {
  play: async ({ canvasElement }) => {
    const accept = await readAndTick(canvasElement)
    await userEvent.click(accept)
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(toasts(canvasElement)).toHaveTextContent(ACCEPTED))
    await expect(within(toasts(canvasElement)).getAllByText(ACCEPTED)).toHaveLength(1)
  },
}

export const Accepting: Story = {
  play: async (context) => {
    const accept = await readAndTick(context.canvasElement)
    await stageFailures(sandboxOf(context), [{ slowResponses: 'forever' }])
    await userEvent.click(accept)
    await waitFor(() => expect(accept).toHaveAttribute('aria-busy', 'true'))
  },
}

/** seller@ accepted long ago: the day's check is recorded and no modal shows. */
export const AlreadyAccepted: Story = {
  parameters: sandbox({ persona: 'seller' }),
  play: async (context) => {
    const { resolver } = sandboxOf(context)
    const log = resolver.resolve(TermsCheckLog)
    await waitFor(() => expect(log.lastCheckedAt(userId(2))).not.toBeNull())
    await expect(within(context.canvasElement).queryByRole('dialog')).toBeNull()
  },
}

/** Ports for the failure stories: a clock, an empty check log and the given terms behaviour. */
const fakes = (terms: Partial<TermsOfService>): PortResolver => {
  const checks = new Map<number, number>()
  const table = new Map<symbol, unknown>([
    [Clock.key, { now: () => epochMillis(Date.now()), offsetMs: () => 0 }],
    [
      TermsCheckLog.key,
      {
        lastCheckedAt: (id: number) => (checks.has(id) ? epochMillis(checks.get(id) ?? 0) : null),
        recordCheck: (id: number, at: number) => checks.set(id, at),
      },
    ],
    [
      TermsOfService.key,
      {
        check: async () => ({
          acceptanceRequired: true,
          eula: { id: '7', url: 'https://gateway.test/eula/7/content' },
        }),
        content: async () => LONG_TERMS,
        pdfUrl: () => 'https://gateway.test/eula/7/pdf',
        accept: async () => {},
        ...terms,
      },
    ],
  ])
  return {
    resolve: <T,>(port: PortId<T>): T => {
      if (!table.has(port.key)) throw new Error(`No fake for port ${port.name} in this story`)
      return table.get(port.key) as T
    },
  }
}

const WithFakes = ({ terms, children }: { terms: Partial<TermsOfService>; children: ReactNode }) => {
  const [resolver] = useState(() => fakes(terms))
  return <ServicesProvider resolver={resolver}>{children}</ServicesProvider>
}

const withTerms = (terms: Partial<TermsOfService>): Partial<Story> => ({
  parameters: { sandbox: undefined },
  render: (args) => <TermsGate {...args} />,
  decorators: [(Story) => <WithFakes terms={terms}>{Story()}</WithFakes>],
})

export const AcceptFails: Story = {
  ...withTerms({ accept: () => Promise.reject(TermsSaveFailed.of('502')) }),
  play: async ({ canvasElement }) => {
    const accept = await readAndTick(canvasElement)
    await userEvent.click(accept)
    await waitFor(() => expect(toasts(canvasElement)).toHaveTextContent(FAILED))
    await expect(await dialogOf(canvasElement)).toBeVisible()
  },
}

export const CheckFails: Story = {
  ...withTerms({ check: () => Promise.reject(TermsRetrieveFailed.of('502')) }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toasts(canvasElement)).toHaveTextContent(FAILED))
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull()
  },
}

/** The content fails to load: the modal closes and the failure is recorded, without a toast (marketplace §8). */
export const ContentFails: Story = {
  ...withTerms({
    content: () => new Promise((_, reject) => setTimeout(() => reject(TermsRetrieveFailed.of('404')), 200)),
  }),
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement)
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(toasts(canvasElement)).not.toHaveTextContent(FAILED)
  },
}
