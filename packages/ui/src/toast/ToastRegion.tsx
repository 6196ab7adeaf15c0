import { ToastHeaders } from '@gavel/domain'
import { Close, Header, Item, Live, Region, Text } from './ToastRegion.styles'
import type { ToastItem } from './toastStore'

export interface ToastRegionProps {
  readonly toasts: readonly ToastItem[]
  readonly onDismiss: (id: number) => void
}

/** The toasts, newest last, in a polite live region; headers from shell §8 (info has none). */
export const ToastRegion = ({ toasts, onDismiss }: ToastRegionProps) => (
  <Region aria-label="Notifications">
    <Live aria-live="polite">
      {toasts.map((t) => {
        const header = ToastHeaders[t.kind]
        return (
          <Item key={t.id} $kind={t.kind} data-kind={t.kind}>
            <div>
              {header !== null && <Header>{header}</Header>}
              <Text>{t.text}</Text>
            </div>
            <Close type="button" aria-label="Dismiss" onClick={() => onDismiss(t.id)}>
              ×
            </Close>
          </Item>
        )
      })}
    </Live>
  </Region>
)
