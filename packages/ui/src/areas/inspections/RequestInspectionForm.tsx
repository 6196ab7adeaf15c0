import { IdGenerator, messageOf } from '@gavel/domain'
import {
  INSPECTION_FIELDS,
  type InspectionDraft,
  type InspectionField,
  type InspectionFormErrors,
  InspectionFormTexts,
  type InspectionFormValues,
  type InspectionOptions,
  type InspectionOutcome,
  InspectionRequests,
  inspectionFieldError,
  NOTES_MAX,
  readInspectionForm,
  sameInspectionAsk,
} from '@gavel/domain/areas/inspections'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { Banner, ChosenAddress, FieldError, Form, Hint, SelectField } from './inspections.styles'

export interface RequestInspectionFormProps {
  readonly dealerId: number
  readonly options: InspectionOptions
  readonly limited: boolean
  readonly defaultContact: { readonly name: string; readonly phone: string }
  readonly onRequested: (outcome: Extract<InspectionOutcome, { ok: true }>) => void
}

const blank = (options: InspectionOptions, contact: RequestInspectionFormProps['defaultContact']) =>
  ({
    vin: '',
    odometer: '',
    addressId: options.addresses.length === 1 ? String(options.addresses[0]?.id) : '',
    windowStart: options.earliestDate,
    windowEnd: '',
    contactName: contact.name,
    contactPhone: contact.phone,
    notes: '',
  }) satisfies InspectionFormValues

/**
 * The request form (docs/adr/0045): a saved vehicle or a typed VIN, the odometer, one of the dealership's
 * addresses, a window of days, who to ask for and notes. Fields are checked on blur and on submit; a refusal keeps
 * what was typed and puts the server's reason under its field. One idempotency key per intent: a double click or a
 * retry after a lost answer reuses it, so the inspection is never requested twice; a definitive answer ends it.
 */
export const RequestInspectionForm = ({
  dealerId,
  options,
  limited,
  defaultContact,
  onRequested,
}: RequestInspectionFormProps) => {
  const port = useService(InspectionRequests)
  const ids = useService(IdGenerator)
  const [values, setValues] = useState<InspectionFormValues>(() => blank(options, defaultContact))
  const [touched, setTouched] = useState<ReadonlySet<InspectionField>>(new Set())
  const [serverErrors, setServerErrors] = useState<InspectionFormErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const intent = useRef<{ readonly values: InspectionFormValues; readonly key: string } | null>(null)
  const pickerId = useId()
  const context = { addressIds: options.addresses.map((a) => a.id), today: options.earliestDate }
  const chosenAddress = options.addresses.find((a) => String(a.id) === values.addressId)

  const send = useMutation({
    mutationFn: ({ draft, key }: { draft: InspectionDraft; key: string }) => port.request(draft, key),
    onSuccess: (outcome) => {
      intent.current = null
      if (outcome.ok) onRequested(outcome)
      else {
        setRefusal(outcome.message)
        setServerErrors(outcome.fieldErrors)
      }
    },
  })

  const errorOf = (field: InspectionField): string | null =>
    serverErrors[field] ?? (touched.has(field) ? inspectionFieldError(field, values, context) : null)
  const set = (patch: Partial<InspectionFormValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setServerErrors((e) => {
      const next = { ...e }
      for (const key of Object.keys(patch)) delete next[key as InspectionField]
      return next
    })
  }
  const touch = (field: InspectionField) => () => setTouched((t) => new Set(t).add(field))
  const text = (field: InspectionField) => ({
    value: values[field],
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value }),
    onBlur: touch(field),
  })

  const pick = (vin: string) => {
    const vehicle = options.vehicles.find((v) => v.vin === vin)
    set(
      vehicle ? { vin: vehicle.vin, odometer: vehicle.odometer === null ? '' : String(vehicle.odometer) } : { vin: '' },
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (send.isPending || limited) return
    setTouched(new Set(INSPECTION_FIELDS))
    const result = readInspectionForm(values, context, dealerId)
    if (!result.ok) return
    setRefusal(null)
    if (intent.current === null || !sameInspectionAsk(intent.current.values, values))
      intent.current = { values, key: ids.next() }
    send.mutate({ draft: result.draft, key: intent.current.key })
  }

  const pickedVin = options.vehicles.some((v) => v.vin === values.vin) ? values.vin : ''
  return (
    <Form noValidate onSubmit={submit} aria-label="Request an inspection">
      {(refusal ?? send.error) && (
        <Banner className="wide" $tone="danger" role="alert">
          {refusal ?? messageOf(send.error)}
        </Banner>
      )}
      <h2 className="wide">Vehicle</h2>
      {options.vehicles.length > 0 && (
        <SelectField className="wide" htmlFor={pickerId}>
          Saved vehicle
          <select id={pickerId} value={pickedVin} onChange={(e) => pick(e.target.value)}>
            <option value="">Type a VIN instead</option>
            {options.vehicles.map((v) => (
              <option key={v.vin} value={v.vin}>
                {`${v.title} · ${v.vin}`}
              </option>
            ))}
          </select>
        </SelectField>
      )}
      <TextField
        label="VIN"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={21}
        hint="17 characters; never I, O or Q."
        {...text('vin')}
      />
      <TextField label="Odometer (miles)" inputMode="numeric" {...text('odometer')} />
      <h2 className="wide">Where and when</h2>
      <SelectField className="wide" $invalid={errorOf('addressId') !== null}>
        Inspection address
        <select
          value={values.addressId}
          aria-invalid={errorOf('addressId') ? true : undefined}
          onChange={(e) => set({ addressId: e.target.value })}
          onBlur={touch('addressId')}
        >
          <option value="">Choose an address</option>
          {options.addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </select>
        {errorOf('addressId') && <FieldError role="alert">{errorOf('addressId')}</FieldError>}
      </SelectField>
      {chosenAddress && (
        <ChosenAddress className="wide" aria-hidden="true">
          {chosenAddress.label}
        </ChosenAddress>
      )}
      <TextField label="First day" type="date" min={options.earliestDate} {...text('windowStart')} />
      <TextField
        label="Last day"
        type="date"
        min={values.windowStart || options.earliestDate}
        hint="The inspector comes on one day in this window."
        {...text('windowEnd')}
      />
      <h2 className="wide">Contact at the lot</h2>
      <TextField label="Contact name" autoComplete="name" maxLength={120} {...text('contactName')} />
      <TextField label="Contact phone" type="tel" autoComplete="tel" {...text('contactPhone')} />
      <SelectField className="wide" $invalid={errorOf('notes') !== null}>
        Notes for the inspector (optional)
        <textarea
          value={values.notes}
          aria-invalid={errorOf('notes') ? true : undefined}
          onChange={(e) => set({ notes: e.target.value })}
          onBlur={touch('notes')}
        />
        <Hint>{`${values.notes.length} of ${NOTES_MAX} characters`}</Hint>
        {errorOf('notes') && <FieldError role="alert">{errorOf('notes')}</FieldError>}
      </SelectField>
      <div className="wide">
        <Button type="submit" loading={send.isPending} disabledReason={limited ? InspectionFormTexts.limited : null}>
          Request inspection
        </Button>
      </div>
    </Form>
  )
}
