import { describe, expect, it } from 'vitest'
import { mobilePlatformOf, universalLinkTarget } from './universalLinks'

describe('universal links (shell §2.2)', () => {
  it('go to the saved auction or the saved list', () => {
    expect(universalLinkTarget('savedAuctions', '?savedAuctionId=9', false)).toEqual({ kind: 'path', to: '/saved/9' })
    expect(universalLinkTarget('savedAuctions', '', false)).toEqual({ kind: 'path', to: '/myacv/saved/' })
  })
  it('go to the auction or /auction/', () => {
    expect(universalLinkTarget('search', '?auctionId=4', false)).toEqual({ kind: 'path', to: '/auction/4' })
    expect(universalLinkTarget('search', '?auctionId=x', false)).toEqual({ kind: 'path', to: '/auction/' })
  })
  it('send mobile devices to the app stores', () => {
    expect(universalLinkTarget('search', '?auctionId=4', true)).toEqual({ kind: 'app-store' })
  })
})

describe('mobile platform (universal links go to its store)', () => {
  it('knows iOS and Android devices and nothing else', () => {
    expect(mobilePlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios')
    expect(mobilePlatformOf('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('android')
    expect(mobilePlatformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBeNull()
  })
})
