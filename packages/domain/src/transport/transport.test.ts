import { describe, expect, it } from 'vitest'
import { initialJobsList, jobsList, noFilters } from './jobsList'
import {
  canAddVehicles,
  contactPhone,
  initialOrderFlow,
  MAX_VEHICLES_PER_ORDER,
  needsDealerPhoneLookup,
  orderFlow,
  toTransportAddress,
} from './orderFlow'

const page = (number: number, totalElements: number, size = 2) => ({
  first: number === 0,
  last: false,
  totalPages: Math.ceil(totalElements / size),
  totalElements,
  numberOfElements: size,
  size,
  number,
})
const job = (id: string) => ({ id, gatePassUrl: null })

describe('transport jobs list (marketplace §4)', () => {
  it('starts empty and idle', () => {
    expect(initialJobsList).toEqual({
      loading: false,
      loaded: false,
      jobs: [],
      pagination: null,
      filters: { sort: null, search: null, statuses: [] },
      neverRequested: false,
      selectedJobId: null,
    })
    expect(initialOrderFlow.inop).toBe(false)
  })
  it('treats a page size of 0 as 1 when trimming', () => {
    const loaded = jobsList(initialJobsList, {
      type: 'pageLoaded',
      jobs: [job('a'), job('b')],
      pagination: { ...page(0, 2), size: 0 },
      mode: 'replace',
    })
    expect(jobsList(loaded, { type: 'trimmed', count: 1 }).pagination?.last).toBe(false)
  })
  it('is loading on request, then loaded', () => {
    const requested = jobsList(initialJobsList, { type: 'requested', filters: noFilters })
    expect(requested.loading).toBe(true)
    const loaded = jobsList(requested, {
      type: 'pageLoaded',
      jobs: [job('a')],
      pagination: page(0, 1),
      mode: 'replace',
    })
    expect([loaded.loading, loaded.loaded]).toEqual([false, true])
  })
  it('replaces or appends a page', () => {
    const one = jobsList(initialJobsList, {
      type: 'pageLoaded',
      jobs: [job('a')],
      pagination: page(0, 3),
      mode: 'replace',
    })
    const two = jobsList(one, { type: 'pageLoaded', jobs: [job('b')], pagination: page(1, 3), mode: 'append' })
    expect(two.jobs.map((j) => j.id)).toEqual(['a', 'b'])
    const again = jobsList(two, { type: 'pageLoaded', jobs: [job('c')], pagination: page(0, 3), mode: 'replace' })
    expect(again.jobs.map((j) => j.id)).toEqual(['c'])
  })
  it("is 'never requested' only with no filters and an empty first result", () => {
    const empty = { type: 'pageLoaded' as const, jobs: [], pagination: page(0, 0), mode: 'replace' as const }
    expect(jobsList(initialJobsList, empty).neverRequested).toBe(true)
    const filtered = jobsList(initialJobsList, { type: 'requested', filters: { ...noFilters, statuses: ['open'] } })
    expect(jobsList(filtered, empty).neverRequested).toBe(false)
    const searched = jobsList(initialJobsList, { type: 'requested', filters: { ...noFilters, search: 'vin' } })
    expect(jobsList(searched, empty).neverRequested).toBe(false)
    expect(jobsList(initialJobsList, { ...empty, pagination: page(1, 0) }).neverRequested).toBe(false)
    expect(jobsList(initialJobsList, { ...empty, jobs: [job('a')] }).neverRequested).toBe(false)
  })
  it('trims to the first page and computes last from the count', () => {
    const one = jobsList(initialJobsList, {
      type: 'pageLoaded',
      jobs: [job('a'), job('b'), job('c')],
      pagination: page(1, 3),
      mode: 'replace',
    })
    const trimmed = jobsList(one, { type: 'trimmed', count: 2 })
    expect(trimmed.jobs.map((j) => j.id)).toEqual(['a', 'b'])
    expect(trimmed.pagination).toMatchObject({ number: 0, first: true, last: false, numberOfElements: 2 })
    const small = jobsList(initialJobsList, {
      type: 'pageLoaded',
      jobs: [job('a')],
      pagination: page(0, 1),
      mode: 'replace',
    })
    expect(jobsList(small, { type: 'trimmed', count: 5 }).pagination?.last).toBe(true)
    expect(jobsList(initialJobsList, { type: 'trimmed', count: 1 }).pagination).toBeNull()
  })
  it('updates the gate pass url locally and reselects the job', () => {
    const one = jobsList(initialJobsList, {
      type: 'pageLoaded',
      jobs: [job('a'), job('b')],
      pagination: page(0, 2),
      mode: 'replace',
    })
    const next = jobsList(one, { type: 'gatePassChanged', jobId: 'b', gatePassUrl: 'https://pass' })
    expect(next.jobs).toEqual([job('a'), { id: 'b', gatePassUrl: 'https://pass' }])
    expect(next.selectedJobId).toBe('b')
    expect(jobsList(next, { type: 'selected', jobId: null }).selectedJobId).toBeNull()
  })
})

describe('transport order flow (marketplace §4)', () => {
  const address = { zipCode: '14203', street: '1 Main', note: null, phone: null }
  it('fetches a quote, then creates the request', () => {
    const quoted = orderFlow(initialOrderFlow, { type: 'quoteFetched', price: 450, serviceType: 'standard' })
    expect(quoted.quote).toEqual({ price: 450, serviceType: 'standard' })
    expect(orderFlow(quoted, { type: 'requestCreated', requestId: 'r1' }).requestId).toBe('r1')
    expect(orderFlow(initialOrderFlow, { type: 'requestCreated', requestId: 'r1' })).toBe(initialOrderFlow)
  })
  it('keeps addresses, default zips, dealership and inop; reset clears everything', () => {
    let s = orderFlow(initialOrderFlow, {
      type: 'addressesChosen',
      pickup: address,
      delivery: { ...address, zipCode: '10001' },
    })
    s = orderFlow(s, { type: 'addressesChosen', pickup: { ...address, zipCode: '9' }, delivery: address })
    s = orderFlow(s, { type: 'dealershipChosen', dealershipId: 3 })
    s = orderFlow(s, { type: 'inopChanged', inop: true })
    expect(s).toMatchObject({
      defaultPickupZip: '14203',
      defaultDeliveryZip: '10001',
      currentDealershipId: 3,
      inop: true,
    })
    expect(orderFlow(s, { type: 'reset' })).toBe(initialOrderFlow)
  })
  it('stores gate pass errors and clears them before the next attempt', () => {
    const failed = orderFlow(initialOrderFlow, { type: 'gatePassFailed', error: 'too big' })
    expect(failed.gatePassError).toBe('too big')
    expect(orderFlow(failed, { type: 'gatePassUploadStarted' })).toEqual({ ...failed, gatePassError: null })
    const uploaded = orderFlow(failed, {
      type: 'gatePassUploaded',
      vin: 'V1',
      gatePass: { fileKey: 'k', fileName: 'f' },
    })
    expect(uploaded.gatePasses).toEqual({ V1: { fileKey: 'k', fileName: 'f' } })
    expect(uploaded.gatePassError).toBeNull()
    expect(orderFlow(uploaded, { type: 'gatePassRemoved', vin: 'V1' }).gatePasses).toEqual({})
  })
  it('holds at most 20 vehicles', () => {
    expect(MAX_VEHICLES_PER_ORDER).toBe(20)
    expect(canAddVehicles(19)).toBe(true)
    expect(canAddVehicles(20)).toBe(false)
    expect(canAddVehicles(10, 10)).toBe(true)
    expect(canAddVehicles(10, 11)).toBe(false)
    expect(canAddVehicles(0, 0)).toBe(false)
  })
  it('resolves the contact phone: address, then primary contact, then dealer lookup', () => {
    expect(contactPhone('1', '2', '3')).toBe('1')
    expect(contactPhone(null, '2', '3')).toBe('2')
    expect(contactPhone(' ', undefined, '3')).toBe('3')
    expect(contactPhone(null, null, null)).toBeNull()
    expect(needsDealerPhoneLookup(null, '')).toBe(true)
    expect(needsDealerPhoneLookup(null, '2')).toBe(false)
  })
  it('maps postalCode to zipCode', () => {
    expect(
      toTransportAddress({ id: 1, street: '1 Main', city: 'Buffalo', region: 'NY', postalCode: '14203', phone: '555' }),
    ).toEqual({ zipCode: '14203', street: '1 Main', note: null, phone: '555' })
  })
})
