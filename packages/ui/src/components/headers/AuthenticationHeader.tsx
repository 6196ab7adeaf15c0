import { DEFAULT_MARKETING_SITE } from '@gavel/domain'
import { BrandLogo } from './BrandLogo'
import { EnvironmentBanner } from './EnvironmentBanner'
import { Bar } from './headers.styles'

export interface AuthenticationHeaderProps {
  readonly brand: string
  readonly environment: string
  readonly marketingSite?: string
}

/** The authentication header of the login and password pages (shell §2.1): the brand, leading to the marketing site. */
export const AuthenticationHeader = ({
  brand,
  environment,
  marketingSite = DEFAULT_MARKETING_SITE,
}: AuthenticationHeaderProps) => (
  <header data-header="authentication">
    <EnvironmentBanner environment={environment} />
    <Bar>
      <BrandLogo brand={brand} href={marketingSite} />
    </Bar>
  </header>
)
