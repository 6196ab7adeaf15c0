import { Block } from './Skeleton.styles'

export interface SkeletonProps {
  readonly width?: string
  readonly height?: string
  readonly radius?: 'sm' | 'md' | 'lg' | 'pill'
}

/** A grey placeholder shaped like the content that is loading; hidden from screen readers. */
export const Skeleton = ({ width = '100%', height = '1em', radius = 'sm' }: SkeletonProps) => (
  <Block aria-hidden="true" data-skeleton="" $width={width} $height={height} $radius={radius} />
)
