import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { ComplaintFormTexts } from './ComplaintForm'
import { EvidenceTexts } from './EvidenceList'
import { ReportProblemScreen, ReportProblemTexts } from './ReportProblemScreen'

const WON = 880_001
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'outstanding', ...options },
})
const route = { route: { path: '/myacv/won/report-a-problem/:auctionId', at: `/myacv/won/report-a-problem/${WON}` } }

const meta = {
  title: 'Screens/PostSale/ReportProblemScreen',
  component: ReportProblemScreen,
  parameters: route,
} satisfies Meta<typeof ReportProblemScreen>
export default meta
type Story = StoryObj<typeof meta>

const form = async (root: HTMLElement) =>
  within(await within(root).findByRole('form', { name: 'Arbitration complaint' }))
const photo = (name: string) => new File([new Uint8Array(64 * 1024)], name, { type: 'image/jpeg' })

const fill = async (f: ReturnType<typeof within>) => {
  const section = f.getByRole('combobox', { name: ComplaintFormTexts.section })
  await userEvent.selectOptions(section, within(section).getAllByRole('option')[1]!)
  const question = f.getByRole('combobox', { name: ComplaintFormTexts.question })
  await userEvent.selectOptions(question, within(question).getAllByRole('option')[1]!)
  await userEvent.type(f.getByRole('textbox', { name: ComplaintFormTexts.feedback }), 'Knocks when cold')
  await userEvent.type(f.getByRole('textbox', { name: ComplaintFormTexts.odometer }), '48210')
}

/** The complaint: sections and questions of the condition report, odometer, evidence, then the complaint id. */
export const Submitted: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await fill(f)
    await userEvent.upload(canvasElement.querySelector('input[type=file]') as HTMLInputElement, [photo('dent.jpg')])
    await expect(await f.findByText(EvidenceTexts.uploaded)).toBeVisible()
    await expect(f.getByRole('progressbar', { name: 'dent.jpg upload' })).toHaveAttribute('aria-valuenow', '100')
    await userEvent.click(f.getByRole('button', { name: ComplaintFormTexts.submit }))
    await expect(await within(canvasElement).findByText(ComplaintFormTexts.submitted)).toBeVisible()
    await expect(within(canvasElement).getByText(/Your complaint number is \d+/)).toBeVisible()
  },
}

/** Nothing filled in: every field says what it needs, on submit. */
export const Invalid: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await userEvent.click(f.getByRole('button', { name: ComplaintFormTexts.submit }))
    await expect(f.getByText('Choose the section of the condition report the problem is in.')).toBeVisible()
    await expect(f.getByText('Enter the odometer reading.')).toBeVisible()
  },
}

/** A file that fails keeps the others; it can be retried alone, and a wrong type is refused before sending. */
export const UploadFailed: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/bff/arbitrations/:id/evidence', status: 500, method: 'post' } }],
  }),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement
    await userEvent.upload(input, [photo('a.jpg')])
    await expect(await f.findByRole('button', { name: `${EvidenceTexts.retry} a.jpg` })).toBeVisible()
    await userEvent.upload(input, [new File(['x'], 'notes.txt', { type: 'text/plain' })], { applyAccept: false })
    await expect(await f.findByText('notes.txt is not a JPEG, PNG, HEIC photo or a PDF document.')).toBeVisible()
    await waitFor(() => expect(f.getAllByRole('listitem')).toHaveLength(2))
  },
}

/** Someone else's purchase: no claim can be opened. */
export const Closed: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ReportProblemTexts.closed)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ReportProblemTexts.loading)).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/arbitrations/actions/:id', status: 400 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await form(canvasElement)
  },
}
