export type { AvatarProps } from './Avatar'
export { Avatar } from './Avatar'
export { initialsOf } from './initials'
