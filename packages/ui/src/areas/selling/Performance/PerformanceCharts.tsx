import { outcomeShares, type SellerPerformance } from '@gavel/domain/areas/selling'
import { useTheme } from 'styled-components'
import { Legend } from './PerformanceScreen.styles'

/** The sell-through rate as a half-circle gauge (inline SVG: no chart library). */
export const SellThroughGauge = ({ rate }: { readonly rate: number }) => {
  const theme = useTheme()
  const r = 80
  const length = Math.PI * r
  const percent = Math.round(rate * 100)
  return (
    <svg viewBox="0 0 200 112" role="img" aria-label={`Sell-through rate ${percent}%`}>
      <path d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke={theme.colors.surfaceSunken} strokeWidth="18" />
      <path
        d="M20 100 A80 80 0 0 1 180 100"
        fill="none"
        stroke={theme.colors.success}
        strokeWidth="18"
        strokeDasharray={`${length * rate} ${length}`}
      />
      <text x="100" y="96" textAnchor="middle" fontSize="28" fontWeight="700" fill={theme.colors.text}>
        {`${percent}%`}
      </text>
    </svg>
  )
}

/** Sold, in negotiation and unsold as one stacked bar with a legend of counts. */
export const OutcomeBar = ({ performance }: { readonly performance: SellerPerformance }) => {
  const theme = useTheme()
  const shares = outcomeShares(performance)
  const parts = [
    { label: 'Sold', count: performance.sold, share: shares.sold, color: theme.colors.success },
    {
      label: 'In negotiation',
      count: performance.inNegotiation,
      share: shares.inNegotiation,
      color: theme.colors.warning,
    },
    { label: 'Unsold', count: performance.unsold, share: shares.unsold, color: theme.colors.danger },
  ]
  let x = 0
  return (
    <>
      <svg
        viewBox="0 0 300 28"
        role="img"
        aria-label={parts.map((p) => `${p.label} ${p.count}`).join(', ')}
        preserveAspectRatio="none"
      >
        <rect x="0" y="0" width="300" height="28" rx="4" fill={theme.colors.surfaceSunken} />
        {parts.map((p) => {
          const width = p.share * 300
          const rect = <rect key={p.label} x={x} y="0" width={width} height="28" fill={p.color} />
          x += width
          return rect
        })}
      </svg>
      <Legend>
        {parts.map((p) => (
          <li key={p.label}>
            <i style={{ background: p.color }} />
            {`${p.label}: ${p.count}`}
          </li>
        ))}
      </Legend>
    </>
  )
}
