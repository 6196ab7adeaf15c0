export type { UpdatePromptProps } from './UpdatePrompt'
export { UpdatePrompt } from './UpdatePrompt'
