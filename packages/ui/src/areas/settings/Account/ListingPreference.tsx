import { FlagSlugs, isFlagOn, listingPath, messageOf, type Session, SessionControl } from '@gavel/domain'
import { AccountSettings, listingPreferenceSetting } from '@gavel/domain/areas/settings'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { Actions, Checks, Muted, Refused, Saved, Section } from '../common/Page.styles'

export const ListingPreferenceTexts = {
  unavailable: 'The refreshed search page is not available for your account yet.',
} as const

export interface ListingPreferenceProps {
  readonly session: Session
}

/**
 * Which listing page the user lands on (shell §2.1, §2.2): /search when the refreshed search page's flag is on
 * and they prefer it, else /marketplace. Saved in bff/settings; the session's preference changes with it, so the
 * header's listing link and the guard follow at once.
 */
export const ListingPreference = ({ session }: ListingPreferenceProps) => {
  const settings = useService(AccountSettings)
  const control = useService(SessionControl)
  const available = isFlagOn(session.flags, FlagSlugs.searchRefresh)
  const [prefersSearch, setPrefersSearch] = useState(session.preferences.prefersSearchRefresh)
  const save = useMutation({
    mutationFn: (value: boolean) => settings.saveSettings([listingPreferenceSetting(value)]).then(() => value),
    onSuccess: (value) =>
      control.update((s) => ({ ...s, preferences: { ...s.preferences, prefersSearchRefresh: value } })),
  })
  const unavailable = available ? null : ListingPreferenceTexts.unavailable
  return (
    <Section aria-labelledby="listing-heading">
      <h2 id="listing-heading">Listing page</h2>
      <Muted>
        You land on <strong>{listingPath(session.flags, session.preferences)}</strong> after signing in, and the
        header's listing link opens it.
      </Muted>
      <form
        aria-label="Listing page"
        onSubmit={(e) => {
          e.preventDefault()
          if (!save.isPending && unavailable === null) save.mutate(prefersSearch)
        }}
      >
        <Checks aria-describedby={unavailable ? 'listing-unavailable' : undefined}>
          <legend>Show me auctions on</legend>
          <label>
            <input
              type="radio"
              name="listing"
              checked={!prefersSearch}
              disabled={unavailable !== null}
              onChange={() => setPrefersSearch(false)}
            />
            Marketplace (/marketplace)
          </label>
          <label>
            <input
              type="radio"
              name="listing"
              checked={prefersSearch}
              disabled={unavailable !== null}
              onChange={() => setPrefersSearch(true)}
            />
            The refreshed search page (/search)
          </label>
        </Checks>
        {/* Said in words, not only on the disabled button's hover: the choice is greyed out for this reason. */}
        {unavailable && <Muted id="listing-unavailable">{unavailable}</Muted>}
        <Actions>
          <Button type="submit" variant="secondary" loading={save.isPending} disabledReason={unavailable}>
            Save listing page
          </Button>
          <div role="status">{save.isSuccess && <Saved>Listing page saved.</Saved>}</div>
          {save.isError && <Refused role="alert">{messageOf(save.error)}</Refused>}
        </Actions>
      </form>
    </Section>
  )
}
