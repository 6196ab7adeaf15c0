import type { DealerId } from '@gavel/domain'
import { QuerySection, RecordList } from '../../components/QuerySection'
import { useOnboardingTasks } from './capitalQueries'
import { dateText } from './dates'

const STATUS = { todo: 'To do', in_review: 'In review', done: 'Done' } as const

/** /capital/onboarding: the account's onboarding checklist (marketplace §7 onboarding/{id}/tasks). */
export const OnboardingTasks = ({ dealer }: { readonly dealer: DealerId }) => {
  const tasks = useOnboardingTasks(dealer)
  return (
    <QuerySection
      title="Onboarding tasks"
      query={tasks}
      loadingLabel="Loading onboarding tasks"
      emptyText={(list) =>
        list.length === 0 ? "You don't currently have any onboarding tasks. When you do, they'll appear here." : null
      }
    >
      {(list) => (
        <RecordList aria-label="Onboarding tasks">
          {list.map((task) => (
            <li key={task.id}>
              <strong>{task.name}</strong>
              <span>{STATUS[task.status]}</span>
              <span>{task.dueDate === null ? '' : `Due ${dateText(task.dueDate)}`}</span>
            </li>
          ))}
        </RecordList>
      )}
    </QuerySection>
  )
}
