export type { EventsDirectoryProps } from './EventsDirectory'
export { EventsDirectory } from './EventsDirectory'
