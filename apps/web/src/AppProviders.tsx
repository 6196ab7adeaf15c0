import type { PortResolver } from '@gavel/domain'
import { GavelProviders } from '@gavel/ui'
import type { ReactNode } from 'react'

/** The UI's providers over the app's container. */
export const AppProviders = ({
  services,
  children,
}: {
  readonly services: PortResolver
  readonly children: ReactNode
}) => <GavelProviders resolver={services}>{children}</GavelProviders>
