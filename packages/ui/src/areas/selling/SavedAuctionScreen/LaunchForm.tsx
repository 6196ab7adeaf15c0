import { buildLaunchPayload, type LaunchPayload, messageOf, type User } from '@gavel/domain'
import {
  AuctionLaunch,
  initialLaunchForm,
  type LaunchedAuction,
  type LaunchFormField,
  LaunchFormTexts,
  type LaunchFormValues,
  type LaunchLaneOption,
  type LaunchOptions,
  laneHasReserve,
  laneKey,
  readLaunchForm,
} from '@gavel/domain/areas/selling'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { sellingKeys } from '../queryKeys'
import { SelectField } from '../SavedAuctionsScreen/SavedAuctionsScreen.styles'
import { durationLabel, titleOptionLabel } from '../shared/launchTexts'
import { Check, FieldError, Form, Notice } from './SavedAuctionScreen.styles'

export interface LaunchFormProps {
  readonly options: LaunchOptions
  readonly lanes: readonly LaunchLaneOption[]
  readonly user: User
  readonly limited: boolean
  readonly onLaunched: (launched: LaunchedAuction) => void
}

const windowText = (ms: number) =>
  new Date(ms).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

/**
 * Sends one saved vehicle to auction (marketplace §3 Launch payload, §5): lane, floor and start price, duration,
 * title option, green light and autosell; a no_reserve_preview launch picks one of its windows. Fields are checked
 * on blur and on submit; a refused launch keeps the form as typed and says why; submit is disabled while sending.
 */
export const LaunchForm = ({ options, lanes, user, limited, onLaunched }: LaunchFormProps) => {
  const saved = options.savedAuction
  const port = useService(AuctionLaunch)
  const queryClient = useQueryClient()
  const [values, setValues] = useState<LaunchFormValues>(() =>
    initialLaunchForm(saved, lanes, options.durationsInSeconds, options.titleOptions),
  )
  const [touched, setTouched] = useState<ReadonlySet<LaunchFormField>>(new Set())
  const launch = useMutation({
    mutationFn: (payload: LaunchPayload) => port.launch(payload),
    onSuccess: (launched) => {
      void queryClient.invalidateQueries({ queryKey: sellingKeys.all })
      onLaunched(launched)
    },
  })
  const result = readLaunchForm(values, lanes, saved.forceRedLight)
  const errorOf = (field: LaunchFormField) => (touched.has(field) && !result.ok ? result.errors[field] : undefined)
  const blur = (field: LaunchFormField) => () => setTouched((t) => new Set(t).add(field))
  const set = <K extends keyof LaunchFormValues>(key: K, value: LaunchFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const lane = lanes.find((l) => laneKey(l) === values.laneKey)
  const relaunch = saved.launchCount > 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (launch.isPending) return
    setTouched(new Set(['laneKey', 'floorPrice', 'startPrice', 'titleOption', 'launchWindow']))
    if (!result.ok) return
    launch.mutate(buildLaunchPayload(saved, result.choice, { userId: user.id, source: 'web' }))
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={relaunch ? 'Relaunch' : 'Send to auction'}>
      <SelectField>
        Lane
        <select value={values.laneKey} onChange={(e) => set('laneKey', e.target.value)} onBlur={blur('laneKey')}>
          {lanes.map((l) => (
            <option key={laneKey(l)} value={laneKey(l)}>
              {l.name}
            </option>
          ))}
        </select>
      </SelectField>
      {errorOf('laneKey') && <FieldError role="alert">{errorOf('laneKey')}</FieldError>}
      {lane?.lane === 'no_reserve_preview' && (
        <SelectField>
          Launch window
          <select
            value={values.launchWindow}
            onChange={(e) => set('launchWindow', e.target.value)}
            onBlur={blur('launchWindow')}
          >
            <option value="">Choose a window</option>
            {[...saved.launchWindows, ...(options.futureWindows ?? [])].map((w) => (
              <option key={w.startsAt} value={String(w.startsAt)}>
                {`${windowText(w.startsAt)} – ${windowText(w.endsAt)}`}
              </option>
            ))}
          </select>
        </SelectField>
      )}
      {errorOf('launchWindow') && <FieldError role="alert">{errorOf('launchWindow')}</FieldError>}
      {(!lane || laneHasReserve(lane.lane)) && (
        <TextField
          label="Floor price ($)"
          inputMode="numeric"
          value={values.floorPrice}
          hint={
            relaunch && saved.previousReserve !== null
              ? `Previous reserve: $${saved.previousReserve.toLocaleString('en-US')}`
              : undefined
          }
          error={errorOf('floorPrice') ?? null}
          onChange={(e) => set('floorPrice', e.target.value)}
          onBlur={blur('floorPrice')}
        />
      )}
      <TextField
        label="Start price ($)"
        inputMode="numeric"
        value={values.startPrice}
        error={errorOf('startPrice') ?? null}
        onChange={(e) => set('startPrice', e.target.value)}
        onBlur={blur('startPrice')}
      />
      <SelectField>
        Duration
        <select value={values.durationInSeconds} onChange={(e) => set('durationInSeconds', Number(e.target.value))}>
          {options.durationsInSeconds.map((d) => (
            <option key={d} value={d}>
              {durationLabel(d)}
            </option>
          ))}
        </select>
      </SelectField>
      <SelectField>
        Title
        <select
          value={values.titleOption}
          onChange={(e) => set('titleOption', e.target.value)}
          onBlur={blur('titleOption')}
        >
          {options.titleOptions.map((t) => (
            <option key={t} value={t}>
              {titleOptionLabel(t)}
            </option>
          ))}
        </select>
      </SelectField>
      {errorOf('titleOption') && <FieldError role="alert">{errorOf('titleOption')}</FieldError>}
      <fieldset>
        <legend>Seller settings</legend>
        <Check>
          <input
            type="checkbox"
            checked={values.greenLight && !saved.forceRedLight}
            disabled={saved.forceRedLight}
            onChange={(e) => set('greenLight', e.target.checked)}
          />
          Green light
        </Check>
        {saved.forceRedLight && <Notice $tone="danger">{LaunchFormTexts.redLight}</Notice>}
        <Check>
          <input type="checkbox" checked={values.autosell} onChange={(e) => set('autosell', e.target.checked)} />
          Autosell at the floor price
        </Check>
      </fieldset>
      {launch.isError && (
        <Notice $tone="danger" role="alert">
          {messageOf(launch.error)}
        </Notice>
      )}
      <Button
        type="submit"
        loading={launch.isPending}
        disabledReason={limited ? 'Limited users cannot send vehicles to auction.' : null}
      >
        {relaunch ? 'Relaunch' : 'Send To Auction'}
      </Button>
    </Form>
  )
}
