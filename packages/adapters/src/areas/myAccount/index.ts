import { defineArea } from '../defineArea'

/** The my-account frame reads only the session; the lists' ports come with the areas that draw them. */
export const myAccountArea = defineArea('my-account', () => {})
