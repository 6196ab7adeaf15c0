import { messageOf } from '@gavel/domain'
import { DealershipTeam, inviteFieldError, type TeamRole } from '@gavel/domain/areas/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Actions, FormGrid, Refused, Saved, Section } from '../common/Page.styles'
import { settingsKeys } from '../common/settingsKeys'
import { useFormFields } from '../common/useFormField'
import { Inline } from './Team.styles'

/** Invite someone to the dealership by e-mail with a role (ADR 0025). */
export const InviteForm = ({ dealerId }: { readonly dealerId: number }) => {
  const team = useService(DealershipTeam)
  const client = useQueryClient()
  const [role, setRole] = useState<TeamRole>('rep')
  const form = useFormFields({ email: '', firstName: '', lastName: '' }, (f, v) => inviteFieldError(f, v[f]))
  const send = useMutation({
    mutationFn: () =>
      team.invite(dealerId, {
        email: form.values.email.trim(),
        firstName: form.values.firstName.trim(),
        lastName: form.values.lastName.trim(),
        role,
      }),
    onSuccess: () => {
      form.reset({ email: '', firstName: '', lastName: '' })
      return client.invalidateQueries({ queryKey: settingsKeys.team(dealerId) })
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (send.isPending || !form.checkAll()) return
    send.mutate()
  }
  return (
    <Section aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <form onSubmit={submit} noValidate aria-label="Invite someone">
        <FormGrid>
          <TextField label="E-mail" type="email" autoComplete="off" {...form.bind('email')} />
          <TextField label="First name" autoComplete="off" {...form.bind('firstName')} />
          <TextField label="Last name" autoComplete="off" {...form.bind('lastName')} />
          <Inline>
            <label>
              Role{' '}
              <select value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
                <option value="rep">Buyer</option>
                <option value="admin">Admin</option>
              </select>
            </label>
          </Inline>
        </FormGrid>
        <Actions>
          <Button type="submit" loading={send.isPending}>
            Send invitation
          </Button>
          <div role="status">{send.isSuccess && <Saved>Invitation sent to {send.data.email}.</Saved>}</div>
          {send.isError && <Refused role="alert">{messageOf(send.error)}</Refused>}
        </Actions>
      </form>
    </Section>
  )
}
