import { Messages } from '@gavel/domain'
import { aUser } from '@gavel/domain/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { UserMenu } from './UserMenu'

const meta = {
  title: 'Auction/UserMenu',
  component: UserMenu,
  args: { user: aUser().showcase().build() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof UserMenu>
export default meta
type Story = StoryObj<typeof meta>

export const OpensOnClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: /Dana Whitfield/ })
    await expect(trigger).toHaveTextContent('DW')
    await expect(trigger).toHaveTextContent('Lakeside Motors')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(trigger)
    const menu = canvas.getByRole('menu', { name: 'User menu' })
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((i) => i.textContent)).toEqual(['Settings', 'Logout'])
    await expect(items[0]).toHaveAttribute('href', '/settings/account')
    await expect(items[1]).toHaveAttribute('href', '/logout')
  },
}

export const TutorialsOnSearch: Story = {
  args: { routeId: 'search', onTutorials: fn() },
  parameters: { route: { path: '/search', at: '/search' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Dana Whitfield/ }))
    const items = within(canvas.getByRole('menu', { name: 'User menu' })).getAllByRole('menuitem')
    await expect(items.map((i) => i.textContent)).toEqual(['Settings', 'Tutorials', 'Logout'])
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Tutorials' }))
    await expect(args.onTutorials).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('menu')).toBeNull()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: /Dana Whitfield/ })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('menuitem', { name: 'Settings' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('menuitem', { name: 'Settings' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('menu')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}

export const HoverOpensAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.hover(canvas.getByRole('button', { name: /Dana Whitfield/ }))
    await expect(canvas.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(canvas.getByRole('menu')).toBeVisible(), { timeout: 1000 })
    await userEvent.unhover(canvas.getByRole('button', { name: /Dana Whitfield/ }))
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull())
  },
}

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Dana Whitfield/ }))
    await expect(canvas.getByRole('menu')).toBeVisible()
    await userEvent.click(canvasElement.ownerDocument.body)
    await expect(canvas.queryByRole('menu')).toBeNull()
  },
}

export const GoesToSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Dana Whitfield/ }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Settings' }))
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /settings/account')
  },
}

export const NoName: Story = {
  args: { user: aUser().showcase().with({ fullName: null }).build() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(Messages.noName) })).toHaveTextContent(
      'D',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Dana Whitfield/ })).toBeVisible()
  },
}
