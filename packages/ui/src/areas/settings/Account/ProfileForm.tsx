import { messageOf, type Session, SessionControl } from '@gavel/domain'
import { AccountSettings, profileFieldError } from '@gavel/domain/areas/settings'
import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Actions, FormGrid, Refused, Saved, Section } from '../common/Page.styles'
import { useFormFields } from '../common/useFormField'

const splitName = (full: string | null) => {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean)
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') }
}

export interface ProfileFormProps {
  readonly session: Session
}

/** The user's name and zip code (PATCH bff/user); the header's name follows at once through the session. */
export const ProfileForm = ({ session }: ProfileFormProps) => {
  const settings = useService(AccountSettings)
  const control = useService(SessionControl)
  const { firstName, lastName } = splitName(session.user.fullName)
  const form = useFormFields({ firstName, lastName, zipCode: session.user.zipCode ?? '' }, (field, v) =>
    profileFieldError(field, v[field]),
  )
  const save = useMutation({
    mutationFn: () =>
      settings.updateProfile({
        firstName: form.values.firstName.trim(),
        lastName: form.values.lastName.trim(),
        zipCode: form.values.zipCode.trim() === '' ? null : form.values.zipCode.trim(),
      }),
    onSuccess: (profile) =>
      control.update((s) => ({
        ...s,
        user: { ...s.user, fullName: `${profile.firstName} ${profile.lastName}`, zipCode: profile.zipCode },
      })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending || !form.checkAll()) return
    save.mutate()
  }
  return (
    <Section aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <form onSubmit={submit} noValidate aria-label="Profile">
        <FormGrid>
          <TextField label="First name" autoComplete="given-name" {...form.bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.bind('lastName')} />
          <TextField label="Email" value={session.user.email} readOnly hint="Contact support to change your e-mail." />
          <TextField label="Zip code" inputMode="numeric" autoComplete="postal-code" {...form.bind('zipCode')} />
        </FormGrid>
        <Actions>
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
          <div role="status">{save.isSuccess && <Saved>Profile saved.</Saved>}</div>
          {save.isError && <Refused role="alert">{messageOf(save.error)}</Refused>}
        </Actions>
      </form>
    </Section>
  )
}
