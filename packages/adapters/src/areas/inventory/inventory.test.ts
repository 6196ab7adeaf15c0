import { dealerId, MalformedResponse, ServiceUnavailable } from '@gavel/domain'
import { InventoryPhotos, InventoryService, launchInventory, readInventoryLaunch } from '@gavel/domain/areas/inventory'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const inventory = () => app.services.resolve(InventoryService)
const SELLER_DEALER = dealerId(102)
const firstPage = { dealerId: SELLER_DEALER, from: 0, size: 50, query: '', status: null }

const acceptTerms = async () => {
  const terms = await inventory().terms()
  if (terms.acceptanceRequired) await inventory().acceptTerms(terms.eulaId, new Date())
}

describe('inventory adapters against the sandbox (marketplace §7 Inventory service)', () => {
  it('gates the inventory behind its own terms, shows their text, then lists and searches', async () => {
    await app.signIn('seller')
    const terms = await inventory().terms()
    expect(terms.acceptanceRequired).toBe(true)
    await expect(inventory().list(firstPage)).rejects.toBeInstanceOf(ServiceUnavailable)
    const content = await inventory().termsContent(terms.url)
    expect(content.content).toContain('inventory')
    expect((await inventory().acceptTerms(terms.eulaId, new Date())).acceptanceRequired).toBe(false)
    const page = await inventory().list(firstPage)
    expect(page.total).toBe(40)
    const first = page.vehicles[0]!
    const found = await inventory().list({ ...firstPage, query: first.vin })
    expect(found.vehicles.map((v) => v.id)).toEqual([first.id])
  })

  it('uploads a photo (one file a request) and the vehicle lists it', async () => {
    await app.signIn('seller')
    await acceptTerms()
    const vehicle = (await inventory().list(firstPage)).vehicles[0]!
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], 'front.jpg', { type: 'image/jpeg' })
    const seen: number[] = []
    const urls = await app.services.resolve(InventoryPhotos).upload(vehicle.id, file, (f) => seen.push(f)).done
    expect(urls).toHaveLength(vehicle.imageUrls.length + 1)
    expect(seen.at(-1)).toBe(1)
    const again = (await inventory().list({ ...firstPage, query: vehicle.vin })).vehicles[0]!
    expect(again.imageUrls).toEqual(urls)
  })

  it('a bulk launch with one incomplete vehicle reports it and launches the rest once', async () => {
    await app.signIn('seller')
    await acceptTerms()
    const vehicles = (await inventory().list({ ...firstPage, status: 'in_stock' })).vehicles
    const ready = vehicles.filter((v) => v.odometer !== null).slice(0, 2)
    const incomplete = vehicles.find((v) => v.odometer === null)!
    const chosen = [ready[0]!, incomplete, ready[1]!]
    const refs = await inventory().savedAuctionsFor(
      SELLER_DEALER,
      chosen.map((v) => v.id),
    )
    const plans = chosen.map((v) => {
      const read = readInventoryLaunch(
        v.id,
        { floorPrice: '20000', startPrice: '100', durationInSeconds: 3600, titleOption: 'title_present' },
        'live',
      )
      if (!read.ok) throw new Error(read.error)
      return { saved: refs.find((r) => r.inventoryId === v.id)!, vin: v.vin, dealerId: v.dealerId, item: read.item }
    })
    const user = app.session().current()!.user
    const report = await launchInventory(inventory(), 'live', plans, user.id)
    const bySaved = new Map(report.outcomes.map((o) => [o.savedAuctionId, o.result]))
    expect(bySaved.get(plans[0]!.saved.savedAuctionId)).toBe('launched')
    expect(bySaved.get(plans[1]!.saved.savedAuctionId)).toBe('refused')
    expect(bySaved.get(plans[2]!.saved.savedAuctionId)).toBe('launched')
    expect(report.error).toContain(`Vehicle ${incomplete.id}`)
    const atAuction = (await inventory().list({ ...firstPage, status: 'at_auction' })).vehicles.map((v) => v.id)
    expect(atAuction).toEqual(expect.arrayContaining([ready[0]!.id, ready[1]!.id]))
    // A guaranteed-sale launch needs the launch_gtd_sale role (the seller has none): refused, nothing launched.
    const gsale = await launchInventory(inventory(), 'guaranteed_sale', [plans[1]!], user.id)
    expect(gsale.outcomes.map((o) => o.result)).toEqual(['failed'])
  })

  it('uploads a vehicles CSV, reports refused rows, processes once, and exports', async () => {
    await app.signIn('seller')
    await acceptTerms()
    const csv =
      'vin,year,make,model,odometer,price\n1HGCM82633A004352,2020,Honda,Accord,42000,18000\nBADVIN,2020,Ford,F-150,1,1'
    const report = await inventory().uploadVehicles(SELLER_DEALER, new File([csv], 'cars.csv', { type: 'text/csv' }))
    expect(report).toMatchObject({ rows: 2, accepted: 1, rejected: 1 })
    expect(report.errors[0]!.row).toBe(2)
    const created = await inventory().processVehicles(report.uploadId)
    expect(created.map((v) => v.vin)).toEqual(['1HGCM82633A004352'])
    await expect(inventory().processVehicles(report.uploadId)).rejects.toThrow(/already processed/)
    const file = await inventory().exportCsv(firstPage)
    const text = new TextDecoder().decode(file.bytes)
    expect(text.split('\n')[0]).toBe('id,stock_number,vin,year,make,model,odometer,price,status')
    expect(text).toContain('1HGCM82633A004352')
  })

  it('a malformed list is a typed error', async () => {
    await app.signIn('seller')
    await acceptTerms()
    app.sandbox.server.use(
      http.get('*/bff/inventory/v3', () => HttpResponse.json({ results: [{ id: 'x' }], total: 1 })),
    )
    await expect(inventory().list(firstPage)).rejects.toBeInstanceOf(MalformedResponse)
  })
})
