import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SettingsDealershipPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'admin', ...options },
})

const meta = {
  title: 'Screens/Settings/MyDealership',
  component: SettingsDealershipPage,
  parameters: { route: { path: '/settings/dealership', at: '/settings/dealership' } },
} satisfies Meta<typeof SettingsDealershipPage>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Summit Motors', level: 2 })).toBeVisible()
    await expect(page.getByText('Franchise')).toBeVisible()
    await expect(page.getByText('Denver, CO 80202')).toBeVisible()
    await userEvent.selectOptions(page.getByLabelText('Dealership'), 'Summit Motors West')
    await expect(await page.findByRole('heading', { name: 'Summit Motors West', level: 2 })).toBeVisible()
    await expect(page.getByText('Wholesaler')).toBeVisible()
  },
}

export const LoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/organization/:id', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the dealership')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Summit Motors', level: 2 })).toBeVisible()
  },
}
