import type { AuctionId } from '../../model/ids'
import { createPortId } from '../../ports/portId'

/** A file the buyer picked as evidence (a browser File fits this shape). */
export interface EvidenceFile {
  readonly name: string
  readonly type: string
  readonly size: number
}

const MB = 1024 * 1024
/** ADR 0029 uploads: images JPEG/PNG/HEIC ≤ 20 MB, documents PDF ≤ 20 MB, refused before sending. */
export const EVIDENCE_MAX_BYTES = 20 * MB
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif']
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic', 'heif']
/** What the file picker accepts. */
export const EVIDENCE_ACCEPT = '.jpg,.jpeg,.png,.heic,.pdf,image/jpeg,image/png,image/heic,application/pdf'

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

/** Why a file is refused before sending (the limit named), or null when it may be uploaded. */
export const evidenceRefusal = (file: EvidenceFile): string | null => {
  const ext = extensionOf(file.name)
  const image = IMAGE_TYPES.includes(file.type) || IMAGE_EXTENSIONS.includes(ext)
  const pdf = file.type === 'application/pdf' || ext === 'pdf'
  if (!image && !pdf) return `${file.name} is not a JPEG, PNG, HEIC photo or a PDF document.`
  if (file.size > EVIDENCE_MAX_BYTES) {
    return `${file.name} is larger than 20 MB (the limit for ${image ? 'photos' : 'documents'}).`
  }
  return null
}

/** The stored evidence file's key, given with the complaint. */
export interface UploadedEvidence {
  readonly fileKey: string
}

/**
 * Uploading one evidence file of an arbitration complaint (docs/adr/0023, POST bff/arbitrations/{id}/evidence):
 * reports progress from 0 to 1; `cancel()` stops it (its promise then rejects with RequestCanceled).
 */
export interface EvidenceUploads {
  upload(auctionId: AuctionId, file: EvidenceFile, onProgress: (fraction: number) => void): EvidenceUpload
}

export interface EvidenceUpload {
  readonly done: Promise<UploadedEvidence>
  cancel(): void
}
export const EvidenceUploads = createPortId<EvidenceUploads>('evidence-uploads')
