import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { useTours } from '../../containers/tour/useTours'
import { FastActionLauncher } from './FastActionPanel'

const as = (persona: SandboxParameters['persona']) => ({ sandbox: { persona } })

/** The launcher with tour chapter 5 started, and what the tours completed so far. */
const InChapter5 = () => {
  const tours = useTours()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    tours.start('marketplace2Chapter5')
  })
  return (
    <>
      <FastActionLauncher />
      <output aria-label="Completed tours">{tours.snapshot.state.completed.join(',')}</output>
      <output aria-label="Running tour">{tours.snapshot.state.running ?? 'none'}</output>
    </>
  )
}

const meta = {
  title: 'Screens/Buying/Fast action panel',
  component: FastActionLauncher,
  parameters: { route: { path: '/myacv/active/buying', at: '/myacv/active/buying' }, ...as('buyer') },
} satisfies Meta<typeof FastActionLauncher>
export default meta
type Story = StoryObj<typeof meta>

/** Opened by its button: the buyer's active auctions at a glance, a link to the whole list. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'My auctions at a glance' }))
    const panel = await page.findByRole('dialog', { name: 'My auctions' })
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
  },
}

/**
 * Tour chapter 5 (shell §4.5): the panel opens with it; seeing active buying completes active buying, watchlist and
 * pending proxy together; closing the panel completes the chapter.
 */
export const TourChapter5: Story = {
  render: () => <InChapter5 />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const panel = await page.findByRole('dialog', { name: 'My auctions' })
    await expect(page.getByLabelText('Completed tours')).toHaveTextContent('activeBuying,watchlist,pendingProxy')
    await userEvent.click(within(panel).getByRole('tab', { name: 'Needs finalizing' }))
    await expect(page.getByLabelText('Completed tours')).toHaveTextContent('needsFinalizing')
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }))
    await expect(page.getByLabelText('Running tour')).toHaveTextContent('none')
    await expect(page.getByLabelText('Completed tours')).toHaveTextContent('marketplace2Chapter5')
  },
}
