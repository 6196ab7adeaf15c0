import { defineArea } from '../defineArea'

/** Public and utility pages (jwt-embed, universal links, …): they use the core's ports only, so far. */
export const publicPagesArea = defineArea('public-pages', () => {})
