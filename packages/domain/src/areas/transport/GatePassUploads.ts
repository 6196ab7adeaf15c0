import { createPortId } from '../../ports/portId'

/** A file the dealer picked (the browser's File satisfies it). */
export interface PickedFile extends Blob {
  readonly name: string
}

/**
 * Gate pass upload (marketplace §7 "POST gate pass upload, multipart with a file (response data.fileKey)"):
 * reports progress from 0 to 1 while the bytes go up, and answers the stored file's key.
 */
export interface GatePassUploads {
  upload(file: PickedFile, onProgress: (fraction: number) => void): Promise<string>
}
export const GatePassUploads = createPortId<GatePassUploads>('gate-pass-uploads')
