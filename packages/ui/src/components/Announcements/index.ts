export type { AnnouncementItem, AnnouncementsProps } from './Announcements'
export { Announcements } from './Announcements'
export { CAROUSEL_HEIGHT_PX } from './Announcements.styles'
