import { messageOf } from '@gavel/domain'
import {
  OFFBOARDING_REASONS,
  type OffboardingAnswer,
  OffboardingSurvey,
  OffboardingTexts,
} from '@gavel/domain/areas/settings'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import styled from 'styled-components'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { Heading, Muted, Section } from '../common/Page.styles'
import { OffboardingForm, offboardingKey } from './OffboardingForm'

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  }
  input {
    flex: none;
  }
  fieldset + fieldset,
  fieldset + div {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`

const onDate = (at: number) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'long' })
const labelOf = (value: string) => OFFBOARDING_REASONS.find((r) => r.value === value)?.label ?? value

/** /offboarding (active users only, shell §2.2): the offboarding questionnaire (ADR 0036), or its receipt once sent. */
export const OffboardingScreen = () => {
  const survey = useService(OffboardingSurvey)
  const query = useQuery({ queryKey: offboardingKey, queryFn: () => survey.sent() })
  return (
    <Page>
      <Heading>{OffboardingTexts.heading}</Heading>
      {query.isPending ? (
        <Spinner label={OffboardingTexts.loading} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data === null ? (
        <Section>
          <Muted>{OffboardingTexts.intro}</Muted>
          <OffboardingForm />
        </Section>
      ) : (
        <Receipt answer={query.data} />
      )}
    </Page>
  )
}

const Receipt = ({ answer }: { readonly answer: OffboardingAnswer }) => (
  <Section aria-label="Your answers">
    <p role="status">{`${OffboardingTexts.thanks} on ${onDate(answer.submittedAt)}.`}</p>
    <ul>
      {answer.reasons.map((r) => (
        <li key={r}>{r === 'other' && answer.otherReason ? answer.otherReason : labelOf(r)}</li>
      ))}
    </ul>
    <Link to="/settings/account">{OffboardingTexts.backToSettings}</Link>
  </Section>
)
