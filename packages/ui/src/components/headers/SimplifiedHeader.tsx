import type { User } from '@gavel/domain'
import { DeferredUserMenu } from '../Deferred'
import { BackButton } from './BackButton'
import { BrandLogo } from './BrandLogo'
import { EnvironmentBanner } from './EnvironmentBanner'
import { Bar, HeaderTitle, Spacer } from './headers.styles'

export interface SimplifiedHeaderProps {
  readonly brand: string
  readonly environment: string
  readonly user: User | null
  /** Under digital clerking the title hub logo is used (shell §2.1). */
  readonly titleHub?: boolean
  /** At 767px and below: the page title (and the back button when the route has one) instead of the logo. */
  readonly mobile?: boolean
  readonly title?: string | null
  readonly showBackButton?: boolean
  readonly routeId?: string
  readonly onTutorials?: () => void
}

/**
 * The simplified header of the my-account area, the title hub and the titles pages (shell §2.1): a logo linking to
 * /myacv plus the user menu. On mobile subpages it shows the page title, with a back button where the route says.
 */
export const SimplifiedHeader = ({
  brand,
  environment,
  user,
  titleHub = false,
  mobile = false,
  title = null,
  showBackButton = false,
  routeId,
  onTutorials,
}: SimplifiedHeaderProps) => (
  <header data-header={titleHub ? 'titleHub' : 'simplified'}>
    <EnvironmentBanner environment={environment} />
    <Bar>
      {mobile && showBackButton && <BackButton />}
      {mobile && title !== null ? (
        <HeaderTitle>{title}</HeaderTitle>
      ) : titleHub ? (
        <BrandLogo brand={brand} href="/myacv/title-hub" text="Title Hub" />
      ) : (
        <BrandLogo brand={brand} href="/myacv" />
      )}
      <Spacer />
      {user && <DeferredUserMenu user={user} routeId={routeId} onTutorials={onTutorials} />}
    </Bar>
  </header>
)
