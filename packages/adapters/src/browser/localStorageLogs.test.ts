import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../testing/MemoryStorage'
import { FlagOverridesLocalStorage } from './FlagOverridesLocalStorage'
import { LaunchMessageLogLocalStorage } from './LaunchMessageLogLocalStorage'

describe('flag overrides and viewed launch messages in localStorage', () => {
  it('keeps flag overrides across instances and forgets them when emptied', () => {
    const storage = new MemoryStorage()
    new FlagOverridesLocalStorage(storage).write({ dev_tools: true, loyalty: false })
    expect(new FlagOverridesLocalStorage(storage).read()).toEqual({ dev_tools: true, loyalty: false })
    new FlagOverridesLocalStorage(storage).write({})
    expect(storage.getItem('gavel.flag-overrides')).toBeNull()
  })

  it('reads garbage as nothing', () => {
    const storage = new MemoryStorage()
    storage.setItem('gavel.flag-overrides', '{not json')
    storage.setItem('gavel.launch-messages-viewed', '{"1": "yesterday", "2": 5}')
    expect(new FlagOverridesLocalStorage(storage).read()).toEqual({})
    expect(new LaunchMessageLogLocalStorage(storage).read()).toEqual({ 2: 5 })
  })
})
