import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { TourLayer } from '../tour/TourLayer'
import { useTours } from '../tour/useTours'
import { FastActionDock } from './FastActionDock'

const loadPanel = async () => (await import('../../areas/buying/FastActionPanel')).FastActionPanel

const as = (persona: SandboxParameters['persona']) => ({ sandbox: { persona } })

/** The listing's dock with the tours beside it, and what the tours completed so far. */
const DockWithTours = () => {
  const tours = useTours()
  return (
    <>
      <TourLayer />
      <FastActionDock loadPanel={loadPanel} />
      <output aria-label="Completed tours">{tours.snapshot.state.completed.join(',')}</output>
      <output aria-label="Running tour">{tours.snapshot.state.running ?? 'none'}</output>
    </>
  )
}

const meta = {
  title: 'Shell/Fast action panel',
  component: FastActionDock,
  args: { loadPanel },
  render: () => <DockWithTours />,
  parameters: { route: { path: '/marketplace', at: '/marketplace' }, ...as('buyer') },
} satisfies Meta<typeof FastActionDock>
export default meta
type Story = StoryObj<typeof meta>

/**
 * buyer@ (chapter 1 not taken) opens the panel from the listing: the active auctions at a glance with a link to the
 * whole list; needs finalizing is empty. No tour starts.
 */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await page.findByRole('button', { name: 'My auctions' }))
    const panel = await page.findByRole('dialog', { name: 'My auctions' }, { timeout: 10_000 })
    await expect(await within(panel).findByRole('link', { name: 'See all 3' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/myacv/active/buying',
    )
    await userEvent.click(within(panel).getByRole('tab', { name: 'Needs finalizing' }))
    await expect(
      await within(panel).findByText(
        "You don't currently have any auctions that need finalizing. When you do, they'll appear here.",
      ),
    ).toBeVisible()
    await expect(page.getByLabelText('Running tour')).toHaveTextContent('none')
    await userEvent.keyboard('{Escape}')
    await expect(page.getByRole('button', { name: 'My auctions' })).toHaveFocus()
    await expect(page.getByRole('button', { name: 'My auctions' })).toHaveAttribute('aria-expanded', 'false')
  },
}

/**
 * Tour chapter 5 (shell §4.5): seller@ has taken chapter 1, so opening the panel starts chapter 5 after the expand
 * delay. Its first step shows active buying, which completes active buying, watchlist and pending proxy together;
 * Next moves the panel to the watchlist; closing the panel completes the chapter.
 */
export const TourChapter5: Story = {
  parameters: as('seller'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await page.findByRole('button', { name: 'My auctions' }))
    const panel = await page.findByRole('dialog', { name: 'My auctions' }, { timeout: 10_000 })
    const step = await page.findByTestId('tour-step', {}, { timeout: 10_000 })
    await expect(within(step).getByRole('heading', { name: 'Active buying' })).toBeVisible()
    await expect(page.getByLabelText('Completed tours')).toHaveTextContent('activeBuying,watchlist,pendingProxy')
    await userEvent.click(within(step).getByRole('button', { name: 'Next' }))
    await expect(await within(step).findByRole('heading', { name: 'Watchlist' })).toBeVisible()
    await expect(within(panel).getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }))
    await expect(page.getByLabelText('Running tour')).toHaveTextContent('none')
    await expect(page.getByLabelText('Completed tours')).toHaveTextContent('marketplace2Chapter5')
    await expect(page.queryByTestId('tour-step')).toBeNull()
  },
}

/** On a phone the button sits above the bottom navigation and the panel takes the screen's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await page.findByRole('button', { name: 'My auctions' }))
    const panel = await page.findByRole('dialog', { name: 'My auctions' }, { timeout: 10_000 })
    await expect(await within(panel).findByRole('link', { name: 'See all 3' }, { timeout: 10_000 })).toBeVisible()
    await expect(page.getByLabelText('Running tour')).toHaveTextContent('none')
  },
}

let attempts = 0
/** The panel's code fails to load once: the dock says so where the panel would be; Retry loads it. */
export const PanelFailsToLoad: Story = {
  args: {
    loadPanel: async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed')
      return loadPanel()
    },
  },
  render: (args) => <FastActionDock {...args} />,
  play: async ({ canvasElement }) => {
    attempts = 0
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await page.findByRole('button', { name: 'My auctions' }))
    const alert = await page.findByRole('alert')
    await expect(alert).toHaveTextContent('My auctions did not load.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await expect(await page.findByRole('dialog', { name: 'My auctions' }, { timeout: 10_000 })).toBeVisible()
  },
}
