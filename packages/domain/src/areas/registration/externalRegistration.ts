import { DEFAULT_MARKETING_SITE } from '../../shell/siteLinks'

/**
 * The external registration page the three legacy registration paths (/registration/existing, /information,
 * /finished; route marker `external: 'legacy-registration'`) leave for (shell §2.2). Our design: the marketing
 * site's registration page, with the legacy step kept as `step` so it can resume there.
 */
export const legacyRegistrationUrl = (pathname: string, site: string = DEFAULT_MARKETING_SITE): string => {
  const step = pathname.replace(/\/+$/, '').split('/').at(-1) ?? ''
  const base = `${site.replace(/\/$/, '')}/registration`
  return /^(existing|information|finished)$/.test(step) ? `${base}?step=${step}` : base
}
