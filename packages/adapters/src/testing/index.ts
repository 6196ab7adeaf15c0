/** @gavel/adapters/testing — platform doubles for tests and stories (never for the app). */
export { MemoryStorage } from './MemoryStorage'
