import { Labels, MalformedResponse, Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { type FakeNotifications, fakeNotifications, someNotifications } from '../../../../../.storybook/fakes'
import { NotificationsMenuContainer as NotificationsMenu } from './NotificationsMenuContainer'

/** A story's fake Notifications port, made fresh per render and reachable from its play function. */
const withFake = (options: Parameters<typeof fakeNotifications>[0]) => {
  let current: FakeNotifications | null = null
  return {
    parameters: {
      services: () => {
        current = fakeNotifications(options)
        return { notifications: current }
      },
    },
    fake: (): FakeNotifications => {
      if (current === null) throw new Error('the story has not rendered')
      return current
    },
  }
}

const meta = {
  title: 'Auction/NotificationsMenu',
  component: NotificationsMenu,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>{Story()}</div>],
  parameters: { route: { path: '/marketplace', at: '/marketplace' } },
} satisfies Meta<typeof NotificationsMenu>
export default meta
type Story = StoryObj<typeof meta>

const bell = (root: HTMLElement, name: string | RegExp = /^Notifications/) =>
  within(root).findByRole('button', { name })

const none = withFake({ unseen: 0 })
export const NoneUnseen: Story = {
  parameters: none.parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(none.fake().calls).toContain('recent'))
    const button = await bell(canvasElement, 'Notifications')
    await expect(button).toHaveTextContent('')
    await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  },
}

const nine = withFake({ unseen: 9 })
export const NineUnseen: Story = {
  parameters: nine.parameters,
  play: async ({ canvasElement }) => {
    await expect(await bell(canvasElement, 'Notifications, 9 unseen')).toHaveTextContent(/^9$/)
  },
}

const many = withFake({ unseen: 12, list: someNotifications(14) })
export const TenOrMoreUnseen: Story = {
  parameters: many.parameters,
  play: async ({ canvasElement }) => {
    await expect(await bell(canvasElement, 'Notifications, 9+ unseen')).toHaveTextContent('9+')
  },
}

const opened = withFake({ unseen: 12, unread: 2, list: someNotifications(14) })
export const OpenMarksAllSeen: Story = {
  parameters: opened.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await bell(canvasElement, 'Notifications, 9+ unseen'))
    const menu = canvas.getByRole('menu', { name: 'Notifications' })
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveTextContent(''))
    await expect(opened.fake().calls).toContain('seen')
    const items = within(menu).getAllByRole('menuitem')
    await expect(items).toHaveLength(12)
    await expect(items[0]).toHaveTextContent('You have been outbid')
    await expect(items[0]).toHaveTextContent('Another dealer bid on the 2019 Ford F-150 #1.')
    await expect(items[0]).toHaveTextContent('3 min ago')
    await expect(items[0]).toHaveTextContent('Unread')
    await expect(items[2]).toHaveTextContent(/Read$/)
    await expect(items[0]).toHaveAttribute('href', '/auction/880000')
    await expect(items[0]?.querySelector('img')).toHaveAttribute('alt', '')
    await expect(items.slice(-2).map((i) => i.textContent)).toEqual([Labels.markAllAsRead, Labels.viewAll])
  },
}

const reading = withFake({ unseen: 3 })
export const MarkAllAsRead: Story = {
  parameters: reading.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await bell(canvasElement, 'Notifications, 3 unseen'))
    await waitFor(() => expect(canvas.getAllByRole('menuitem')[0]).toHaveTextContent('Unread'))
    await userEvent.click(canvas.getByRole('menuitem', { name: Labels.markAllAsRead }))
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('menuitem')
          .slice(0, 3)
          .every((i) => !i.textContent?.includes('Unread')),
      ).toBe(true),
    )
    await expect(reading.fake().calls).toContain('read-all')
  },
}

const viewAll = withFake({ unseen: 1 })
export const ViewAllGoesToThePage: Story = {
  parameters: viewAll.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await bell(canvasElement))
    await userEvent.click(canvas.getByRole('menuitem', { name: Labels.viewAll }))
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /notifications')
  },
}

const clicking = withFake({ unseen: 1 })
export const ClickGoesToTheAuction: Story = {
  parameters: clicking.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await bell(canvasElement))
    await userEvent.click((await canvas.findAllByRole('menuitem'))[0]!)
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /auction/880000')
    await expect(clicking.fake().calls).toContain('read 9000')
  },
}

const modified = withFake({ unseen: 1 })
export const ModifierClickOpensANewTab: Story = {
  parameters: modified.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const opened: unknown[][] = []
    const original = window.open
    window.open = (...args: unknown[]) => {
      opened.push(args)
      return null
    }
    try {
      for (const key of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
        await userEvent.click(await bell(canvasElement))
        fireEvent.click((await canvas.findAllByRole('menuitem'))[0]!, key)
      }
    } finally {
      window.open = original
    }
    await expect(opened).toEqual([
      ['/auction/880000', '_blank', 'noopener'],
      ['/auction/880000', '_blank', 'noopener'],
      ['/auction/880000', '_blank', 'noopener'],
    ])
    await expect(canvas.queryByTestId('navigated')).toBeNull()
  },
}

const keyboard = withFake({ unseen: 2 })
export const Keyboard: Story = {
  parameters: keyboard.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await bell(canvasElement, 'Notifications, 2 unseen')
    await waitFor(() => expect(keyboard.fake().calls).toContain('recent'))
    button.focus()
    await userEvent.keyboard('{Enter}')
    const items = await canvas.findAllByRole('menuitem')
    await expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(canvas.getByRole('menuitem', { name: Labels.viewAll })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('menuitem', { name: Labels.viewAll })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('menu')).toBeNull()
    await expect(canvas.getByRole('button', { name: /^Notifications/ })).toHaveFocus()
  },
}

const hostile = withFake({
  unseen: 1,
  list: [
    {
      ...someNotifications(1)[0]!,
      title: '<img src="x" onerror="alert(1)">Outbid',
      body: '<b>not bold</b>',
    },
  ],
})
export const ServerTextIsText: Story = {
  parameters: hostile.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await bell(canvasElement))
    const item = (await canvas.findAllByRole('menuitem'))[0]!
    await expect(item).toHaveTextContent('<img src="x" onerror="alert(1)">Outbid')
    await expect(item).toHaveTextContent('<b>not bold</b>')
    await expect(item.querySelector('img[src="x"], b')).toBeNull()
  },
}

const empty = withFake({ unseen: 0, list: [] })
export const Empty: Story = {
  parameters: empty.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(empty.fake().calls).toContain('recent'))
    await userEvent.click(await bell(canvasElement, 'Notifications'))
    await expect(await canvas.findByText('You have no notifications.')).toBeVisible()
    await expect(empty.fake().calls).not.toContain('seen')
  },
}

const failing = withFake({
  unseen: 0,
  fails: new MalformedResponse({ message: Messages.defaultApiError, operation: 'recent notifications', detail: '' }),
})
export const LoadFailed: Story = {
  parameters: failing.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(failing.fake().calls).toContain('recent'))
    await userEvent.click(await bell(canvasElement, 'Notifications'))
    await expect(await canvas.findByText(Messages.defaultApiError)).toBeVisible()
  },
}

const mobile = withFake({ unseen: 12, list: someNotifications(14) })
export const Mobile: Story = {
  parameters: mobile.parameters,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 9+ unseen'))
    await expect(within(canvasElement).getByRole('menu')).toBeVisible()
  },
}

/** buyer@ on the sandbox: 14 notifications, 12 unseen (packages/sandbox/CONTEXT.md). */
export const OnTheSandbox: Story = {
  parameters: { sandbox: { persona: 'buyer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await bell(canvasElement, 'Notifications, 9+ unseen'))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveTextContent(''))
    const items = within(canvas.getByRole('menu')).getAllByRole('menuitem')
    await expect(items).toHaveLength(12)
    await expect(items[0]).toHaveAttribute('href', expect.stringMatching(/^\/auction\/\d+$/))
  },
}
