import { describe, expect, it } from 'vitest'
import { dealerId } from '../model/ids'
import { aUser } from '../testing/userBuilder'
import { viewerOf } from './viewer'

describe('viewerOf', () => {
  it('is the user and every dealership they act for', () => {
    const user = aUser()
      .withId(3)
      .withDealership({ id: dealerId(11) })
      .withDealership({ id: dealerId(12) })
      .build()
    expect(viewerOf(user)).toEqual({ userId: 3, dealerIds: [11, 12] })
  })
})
