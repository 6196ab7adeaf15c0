export type { MoneyProps } from './Money'
export { Money } from './Money'
