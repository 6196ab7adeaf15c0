import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RowList } from './RowList'

const meta = {
  title: 'Primitives/RowList',
  component: RowList,
} satisfies Meta<typeof RowList>
export default meta
type Story = StoryObj<typeof meta>

/** Three rows on one card, a hairline between them. */
export const ThreeRows: Story = {
  render: () => (
    <div style={{ padding: 16, maxWidth: 480 }}>
      <RowList aria-label="Rows">
        {['2021 Ford F-150 XLT', '2019 Toyota Camry SE', '2022 Honda CR-V EX'].map((title) => (
          <li key={title} style={{ padding: 16 }}>
            {title}
          </li>
        ))}
      </RowList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Rows' })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    await expect(getComputedStyle(rows[1] as HTMLElement).borderTopStyle).toBe('solid')
    await expect(getComputedStyle(rows[0] as HTMLElement).borderTopStyle).toBe('none')
  },
}
