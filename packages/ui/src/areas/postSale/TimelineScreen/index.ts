export { TimelineScreen, TimelineTexts } from './TimelineScreen'
