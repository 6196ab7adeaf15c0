import type { GalleryImage } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Gallery } from './Gallery'

const photo = (caption: string, fill: string): GalleryImage => {
  const svg = (w: number) =>
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${(w * 3) / 4}" viewBox="0 0 640 480"><rect width="640" height="480" fill="${fill}"/><text x="320" y="250" font-size="48" text-anchor="middle">${caption}</text></svg>`,
    )}`
  return { large: svg(640), medium: svg(320), thumbnail: svg(160), caption }
}
const PHOTOS = [
  photo('Primary', '#cfd6dd'),
  photo('Front', '#aebdca'),
  photo('Side', '#e9edf1'),
  photo('Rear', '#9aa3ab'),
]
const TITLE = '2019 Ford F-150 XLT'

const meta = {
  title: 'Auction/Gallery',
  component: Gallery,
  args: { images: PHOTOS, title: TITLE },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Gallery>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement)
    await expect(gallery.getByRole('img', { name: TITLE })).toHaveAttribute('sizes')
    await expect(gallery.getByRole('button', { name: 'Photo 1 of 4: Primary' })).toHaveAttribute('aria-current', 'true')
    await expect(gallery.getByText('Primary — photo 1 of 4')).toBeVisible()
  },
}

/** Thumbnails are buttons: arrows, Home and End move between them and show the photo. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement)
    gallery.getByRole('button', { name: 'Photo 1 of 4: Primary' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    const front = gallery.getByRole('button', { name: 'Photo 2 of 4: Front' })
    await expect(front).toHaveFocus()
    await expect(front).toHaveAttribute('aria-current', 'true')
    await expect(gallery.getByRole('img', { name: `${TITLE}: Front` })).toBeVisible()
    await userEvent.keyboard('{End}')
    await expect(gallery.getByRole('button', { name: 'Photo 4 of 4: Rear' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(gallery.getByRole('button', { name: 'Photo 1 of 4: Primary' })).toHaveFocus()
  },
}

/** The large photo opens an enlarged view in a dialog; arrows move, Escape closes and focus returns. */
export const Lightbox: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement)
    const stage = gallery.getByRole('button', { name: 'Enlarge photo 1 of 4: Primary' })
    await userEvent.click(stage)
    const dialog = within(await gallery.findByRole('dialog', { name: `${TITLE} photos` }))
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(dialog.getByRole('img', { name: `${TITLE}: Front` })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(gallery.queryByRole('dialog')).toBeNull()
    await expect(gallery.getByRole('button', { name: 'Enlarge photo 2 of 4: Front' })).toHaveFocus()
  },
}

export const OnePhoto: Story = {
  args: { images: PHOTOS.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement)
    await expect(gallery.getByRole('img', { name: TITLE })).toBeVisible()
    await expect(gallery.queryByRole('button', { name: /^Photo 1/ })).toBeNull()
  },
}

export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No photo')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Photo 4 of 4: Rear' })).toBeInTheDocument()
  },
}
