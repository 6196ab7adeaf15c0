import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { RequestedInspectionsScreen } from './RequestedInspectionsScreen'
import { RequestInspectionForm } from './RequestInspectionForm'
import { RequestInspectionScreen } from './RequestInspectionScreen'

const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})

/** Both pages of the area, so a request made on /new lands on /requested as in the app. */
const BothPages = () => (
  <Routes>
    <Route path="new" element={<RequestInspectionScreen />} />
    <Route path="requested" element={<RequestedInspectionsScreen />} />
  </Routes>
)

const meta = {
  title: 'Screens/Inspections/RequestInspectionScreen',
  component: RequestInspectionScreen,
  render: () => <BothPages />,
  parameters: {
    route: { path: '/myacv/request-inspection/*', at: '/myacv/request-inspection/new' },
    ...sandbox(),
  },
} satisfies Meta<typeof RequestInspectionScreen>
export default meta
type Story = StoryObj<typeof meta>

const form = async (root: HTMLElement) =>
  within(await within(root).findByRole('form', { name: 'Request an inspection' }))
/** Fills every field but the VIN (dates as the date picker sets them: STORY_NOW is 21 Nov 2026). */
const fillTheRest = async (f: Awaited<ReturnType<typeof form>>) => {
  await userEvent.type(f.getByLabelText('Odometer (miles)'), '41000')
  await userEvent.selectOptions(
    f.getByLabelText('Inspection address'),
    f.getAllByRole('option', { name: /main lot/ })[0]!,
  )
  fireEvent.change(f.getByLabelText('Last day'), { target: { value: '2026-11-24' } })
  await userEvent.clear(f.getByLabelText('Contact name'))
  await userEvent.type(f.getByLabelText('Contact name'), 'Sam Seller')
  await userEvent.type(f.getByLabelText('Contact phone'), '(512) 555-0142')
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await expect(f.getByLabelText('Saved vehicle')).toBeVisible()
    await expect(f.getAllByRole('option').length).toBeGreaterThan(3)
    await expect(f.getByLabelText('First day')).toHaveValue('2026-11-21')
    await expect(within(canvasElement).getByRole('link', { name: 'Requested' })).toBeVisible()
  },
}

/** At 320 px the select cuts a long address at its edge: the chosen one shows in full under it, on phones only. */
export const MobileShowsTheChosenAddressInFull: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    const select = f.getByLabelText('Inspection address') as HTMLSelectElement
    await userEvent.selectOptions(select, f.getAllByRole('option', { name: /main lot/ })[0]!)
    const label = select.selectedOptions[0]!.text
    const full = f.getByText(label, { selector: 'span' })
    await expect(full).toBeVisible()
    await expect(select).toHaveAccessibleName('Inspection address')
    await userEvent.selectOptions(select, '')
    await expect(f.queryByText(label, { selector: 'span' })).toBeNull()
  },
}

/** On wider screens the select shows the address whole, so no second copy. */
export const DesktopShowsTheAddressOnce: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    const select = f.getByLabelText('Inspection address') as HTMLSelectElement
    await userEvent.selectOptions(select, f.getAllByRole('option', { name: /main lot/ })[0]!)
    await expect(f.getByText(select.selectedOptions[0]!.text, { selector: 'span' })).not.toBeVisible()
  },
}

export const ValidatesOnBlurAndSubmit: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await userEvent.type(f.getByLabelText('VIN'), '1FTFW1E5OPFA1234')
    await userEvent.tab()
    await expect(await f.findByText('A VIN uses only letters and digits, and never I, O or Q.')).toBeVisible()
    await userEvent.click(f.getByRole('button', { name: 'Request inspection' }))
    await expect(f.getByText('Enter the odometer in whole miles.')).toBeVisible()
    await expect(f.getByText('Choose the last day that suits you.')).toBeVisible()
    await expect(f.getByText('Enter a 10-digit phone number, e.g. (512) 555-0142.')).toBeVisible()
    await expect(f.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Picks a saved vehicle, requests it with a double click, and lands on the list with one new row marked. */
export const RequestsOnceAndShowsItInTheList: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const f = await form(canvasElement)
    const picker = f.getByLabelText('Saved vehicle') as HTMLSelectElement
    await userEvent.selectOptions(picker, picker.options[1]!)
    const vin = (f.getByLabelText('VIN') as HTMLInputElement).value
    await expect(vin).toHaveLength(17)
    await expect(f.getByLabelText('Odometer (miles)')).not.toHaveValue('')
    await userEvent.selectOptions(
      f.getByLabelText('Inspection address'),
      f.getAllByRole('option', { name: /main lot/ })[0]!,
    )
    fireEvent.change(f.getByLabelText('Last day'), { target: { value: '2026-11-24' } })
    await userEvent.type(f.getByLabelText('Contact phone'), '512-555-0142')
    await userEvent.dblClick(f.getByRole('button', { name: 'Request inspection' }))
    const list = await page.findByRole('list', { name: 'Requested inspections' }, { timeout: 10_000 })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(5)
    await expect(rows[0]).toHaveTextContent(vin)
    await expect(rows[0]).toHaveTextContent('just now')
    await expect(within(rows[0]!).getByText('Requested')).toBeVisible()
  },
}

/** The server refuses a second open request for the same VIN: its reason under the VIN, the form as typed. */
export const ServerRefusalKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    let f = await form(canvasElement)
    await userEvent.type(f.getByLabelText('VIN'), '1FTFW1E51PFA12345')
    await fillTheRest(f)
    await userEvent.click(f.getByRole('button', { name: 'Request inspection' }))
    await userEvent.click(await page.findByRole('link', { name: 'Request another inspection' }, { timeout: 10_000 }))
    f = await form(canvasElement)
    await userEvent.type(f.getByLabelText('VIN'), '1FTFW1E51PFA12345')
    await fillTheRest(f)
    await userEvent.type(f.getByLabelText(/^Notes/), 'Gate code 1234')
    await userEvent.click(f.getByRole('button', { name: 'Request inspection' }))
    await expect(await f.findAllByText('An inspection is already open for VIN 1FTFW1E51PFA12345.')).toHaveLength(2)
    await expect(f.getByLabelText('VIN')).toHaveValue('1FTFW1E51PFA12345')
    await expect(f.getByLabelText(/^Notes/)).toHaveValue('Gate code 1234')
  },
}

export const SendFailsAndCanBeRetried: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/inspections/v1/requests', status: 503, method: 'post' } }],
  }),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await userEvent.type(f.getByLabelText('VIN'), '1FTFW1E51PFA12345')
    await fillTheRest(f)
    await userEvent.click(f.getByRole('button', { name: 'Request inspection' }))
    await expect(await f.findByRole('alert')).toHaveTextContent(/.+/)
    await expect(f.getByLabelText('Contact phone')).toHaveValue('(512) 555-0142')
    await waitFor(() => expect(f.getByRole('button', { name: 'Request inspection' })).not.toHaveAttribute('aria-busy'))
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Loading the request form' })).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/inspections/v1/options', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const LimitedUser: Story = {
  render: () => (
    <RequestInspectionForm
      dealerId={102}
      limited
      options={{
        addresses: [{ id: 102_001, label: 'Lakeshore Ford (main lot)' }],
        vehicles: [],
        earliestDate: '2026-11-21',
      }}
      defaultContact={{ name: 'Lee Limited', phone: '' }}
      onRequested={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Request inspection' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(within(canvasElement).getByText('Limited users cannot request inspections.')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await expect(f.getByLabelText('VIN')).toBeVisible()
  },
}
