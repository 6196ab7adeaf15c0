/**
 * @gavel/ui/lifecycleParts — the life cycle's views that show only when due (docs/adr/0053): the dev-tools panel (its
 * flag on for the user) and the 'Update Available' prompt (a new version waiting). Import this entry only dynamically,
 * where one of them is due. The launch message is not here: the sandbox's newest one shows on a dealer's first visit,
 * in the listing's first two seconds.
 */

export { DevToolsPanel } from './components/DevToolsPanel/DevToolsPanel'
export { UpdatePrompt } from './components/UpdatePrompt/UpdatePrompt'
