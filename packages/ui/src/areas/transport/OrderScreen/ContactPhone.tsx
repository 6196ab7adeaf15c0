import { Muted } from '../transport.styles'
import { useContactPhone } from './useContactPhone'

const shown = (phone: string) => {
  const digits = phone.replace(/\D/g, '').slice(-10)
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone
}

/** The contact phone the carrier will call, and where it comes from. */
export const ContactPhone = ({
  dealerId,
  addressPhone,
}: {
  readonly dealerId: number
  readonly addressPhone: string | null
}) => {
  const { pending, contact } = useContactPhone(dealerId, addressPhone)
  if (pending) return <Muted>Looking up the contact phone…</Muted>
  if (contact === null) return <Muted>No contact phone on file: add one to the address.</Muted>
  return (
    <Muted>
      Contact phone: {shown(contact.phone)} (from the {contact.source})
    </Muted>
  )
}
