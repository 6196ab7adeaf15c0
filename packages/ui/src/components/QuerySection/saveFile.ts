import type { DownloadedFile } from '@gavel/domain'

/** Hands a downloaded file to the browser as a download (a Blob URL and a temporary link). */
export const saveFile = (file: DownloadedFile): void => {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.contentType }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
