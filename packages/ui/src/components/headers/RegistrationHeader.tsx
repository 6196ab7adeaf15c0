import { DEFAULT_MARKETING_SITE, Labels } from '@gavel/domain'
import { Link } from 'react-router'
import { BrandLogo } from './BrandLogo'
import { EnvironmentBanner } from './EnvironmentBanner'
import { ActionLink, Bar, Spacer } from './headers.styles'

export interface RegistrationHeaderProps {
  readonly brand: string
  readonly environment: string
  /** Route meta showRegistrationHeaderButtons (shell §2.1): LOG IN for dealers who already have an account. */
  readonly showButtons: boolean
  readonly marketingSite?: string
}

/** The registration header (shell §2.1): the brand and, when the route asks for them, its buttons. */
export const RegistrationHeader = ({
  brand,
  environment,
  showButtons,
  marketingSite = DEFAULT_MARKETING_SITE,
}: RegistrationHeaderProps) => (
  <header data-header="registration">
    <EnvironmentBanner environment={environment} />
    <Bar>
      <BrandLogo brand={brand} href={marketingSite} />
      <Spacer />
      {showButtons && (
        <ActionLink as={Link} to="/login" $primary>
          {Labels.logIn}
        </ActionLink>
      )}
    </Bar>
  </header>
)
