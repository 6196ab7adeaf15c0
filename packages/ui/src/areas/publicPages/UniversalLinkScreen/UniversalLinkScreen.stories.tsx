import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { UniversalLinkScreen, UniversalLinkTexts } from './UniversalLinkScreen'

const meta = {
  title: 'PublicPages/UniversalLinkScreen',
  component: UniversalLinkScreen,
  args: { platform: 'ios', leave: fn() },
} satisfies Meta<typeof UniversalLinkScreen>
export default meta
type Story = StoryObj<typeof meta>

export const IPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ args }) => {
    await expect(args.leave).toHaveBeenCalledWith('https://apps.apple.com/app/gavel')
  },
}

export const Android: Story = {
  args: { platform: 'android' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ args }) => {
    await expect(args.leave).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=com.gavel')
  },
}

/** The device could not be told: both badges, nothing opened. */
export const UnknownDevice: Story = {
  args: { platform: null },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: UniversalLinkTexts.title })).toBeVisible()
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2)
    await expect(args.leave).not.toHaveBeenCalled()
  },
}
