import { environmentBanner } from '@gavel/domain'
import { Banner } from './headers.styles'

/** The environment's name when it is neither production nor development (shell §2.1); nothing otherwise. */
export const EnvironmentBanner = ({ environment }: { readonly environment: string }) => {
  const name = environmentBanner(environment)
  return name === null ? null : (
    <Banner role="note" aria-label="Environment">
      Environment: {name}
    </Banner>
  )
}
