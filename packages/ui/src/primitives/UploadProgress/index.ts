export type { UploadProgressProps } from './UploadProgress'
export { UploadProgress } from './UploadProgress'
