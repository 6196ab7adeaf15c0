/** How the launch forms name durations and title options (ours: the spec shows neither). */
export const durationLabel = (seconds: number): string =>
  seconds % 86_400 === 0
    ? `${seconds / 86_400} day${seconds === 86_400 ? '' : 's'}`
    : seconds % 3600 === 0
      ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`
      : `${Math.round(seconds / 60)} minutes`

const TITLE_LABELS: Readonly<Record<string, string>> = {
  title_present: 'Title present',
  title_absent: 'Title absent',
  title_in_transit: 'Title in transit',
}
export const titleOptionLabel = (option: string): string => TITLE_LABELS[option] ?? option.replaceAll('_', ' ')
