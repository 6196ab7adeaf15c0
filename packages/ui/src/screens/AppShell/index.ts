export type { AppShellProps } from './AppShell'
export { AppShell } from './AppShell'
