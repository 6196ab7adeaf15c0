import { formatUsd } from '@gavel/domain'
import { JOB_STATUSES, type JobStatus, jobStatusLabel } from '@gavel/domain/areas/transport'
import { useState } from 'react'
import { Link } from 'react-router'
import { Refused } from '../../../components/ActionKit/ActionKit.styles'
import { Button } from '../../../primitives/Button'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { Chip, Chips, Columns, FilterBar, JobRow, Jobs, Muted, SearchForm } from '../transport.styles'
import { JobDetail } from './JobDetail'
import { useJobsList } from './useJobsList'

/** The jobs list of the transport hub (marketplace §4 "Transport jobs list"), with the selected job beside it. */
export const JobsScreen = ({ limited }: { readonly limited: boolean }) => {
  const list = useJobsList()
  const { state } = list
  const [search, setSearch] = useState('')
  const selected = state.jobs.find((j) => j.id === state.selectedJobId) ?? null
  const toggle = (status: JobStatus) =>
    list.setFilter({
      ...list.filter,
      statuses: list.filter.statuses.includes(status)
        ? list.filter.statuses.filter((s) => s !== status)
        : [...list.filter.statuses, status],
    })
  const total = state.pagination?.totalElements ?? 0
  return (
    <>
      <FilterBar>
        <SearchForm
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            list.setFilter({ ...list.filter, search })
          }}
        >
          <label htmlFor="transport-search">Search jobs</label>
          <input
            id="transport-search"
            type="search"
            placeholder="VIN, year, make, model or request #"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </SearchForm>
        <Chips role="group" aria-label="Statuses">
          {JOB_STATUSES.map((status) => (
            <Chip
              key={status}
              type="button"
              aria-pressed={list.filter.statuses.includes(status)}
              onClick={() => toggle(status)}
            >
              {jobStatusLabel(status)}
            </Chip>
          ))}
        </Chips>
      </FilterBar>
      {list.failedFirst ? (
        <ErrorState message={list.error ?? ''} onRetry={list.retry} retrying={list.loading} />
      ) : !state.loaded ? (
        <Spinner label="Loading transport jobs" />
      ) : state.neverRequested ? (
        <EmptyState title="No transport yet" action={<Link to="order">Order transport</Link>}>
          You don't currently have any transport requests. When you do, they'll appear here.
        </EmptyState>
      ) : state.jobs.length === 0 ? (
        <EmptyState title="No jobs match">No transport requests match this search and these statuses.</EmptyState>
      ) : (
        <Columns>
          <div>
            <Muted aria-live="polite">
              Showing {state.jobs.length} of {total} jobs
            </Muted>
            <Jobs aria-label="Transport jobs" aria-busy={list.loading || undefined}>
              {state.jobs.map((job) => (
                <li key={job.id}>
                  <JobRow
                    type="button"
                    aria-current={job.id === state.selectedJobId || undefined}
                    onClick={() => list.select(job.id)}
                  >
                    <strong>
                      {job.year} {job.make} {job.model}
                    </strong>
                    <span>{job.vin}</span>
                    <span>{jobStatusLabel(job.status)}</span>
                    <span>{formatUsd(job.price)}</span>
                    <span>{job.gatePassUrl === null ? 'No gate pass' : 'Gate pass on file'}</span>
                  </JobRow>
                </li>
              ))}
            </Jobs>
            {list.error !== null && <Refused role="alert">{list.error}</Refused>}
            {state.pagination !== null && !state.pagination.last && (
              <Button
                variant="secondary"
                onClick={list.error !== null ? list.retry : list.loadMore}
                loading={list.loading}
              >
                {list.error !== null ? 'Retry' : 'Load more'}
              </Button>
            )}
          </div>
          {selected !== null && (
            <JobDetail
              job={selected}
              limited={limited}
              onChanged={list.gatePassChanged}
              onClose={() => list.select(null)}
            />
          )}
        </Columns>
      )}
    </>
  )
}
