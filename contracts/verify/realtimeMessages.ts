import { startSandboxServer } from '@gavel/sandbox/node'

type Frame = Record<string, unknown>
type Server = Awaited<ReturnType<typeof startSandboxServer>>

/**
 * Frames the sandbox's realtime protocol really sends, for the `gavel-realtime` message pact: each comes from a
 * fresh sandbox host driven through its provider-states endpoint and its gateways, received on a real socket.
 */

/** BID: auction `auctionId` made live, a subscriber on updates.{id}, and a bid from another dealer. */
export const bidFrameFor = (auctionId: number): Promise<Frame> =>
  withSandbox(async (server) => {
    const next = await providerState(server, 'auction {auctionId} is live', { auctionId })
    const buyer = await signIn(server.origin, 'buyer@gavel.test')
    const socket = listen(server.origin, buyer.access_token, [`updates.${auctionId}`], ['BID'])
    await socket.subscribed
    await bid(server.origin, auctionId, Number(next.nextBid))
    return (await socket.frames).BID as Frame
  })

/**
 * OUT_BID on buyer@'s user channel: auction `auctionId` live, buyer@ takes the lead, then multi@ bids over it and the
 * engine tells the previous leader.
 */
export const outBidFrameFor = (auctionId: number): Promise<Frame> =>
  withSandbox(async (server) => {
    const next = Number((await providerState(server, 'auction {auctionId} is live', { auctionId })).nextBid)
    const buyer = await signIn(server.origin, 'buyer@gavel.test')
    const socket = listen(server.origin, buyer.access_token, [`user.${buyer.user.user_id}`], ['OUT_BID'])
    await socket.subscribed
    await bid(server.origin, auctionId, next, 'buyer@gavel.test')
    await bid(server.origin, auctionId, next + 1000)
    return (await socket.frames).OUT_BID as Frame
  })

export type EndingType = 'TWO_MIN' | 'END' | 'ENDED_UPDATE'

/**
 * TWO_MIN, END and ENDED_UPDATE from one run: auction `auctionId` live with a bid (so the live auction carries a high
 * bidder), then made to end 2 s from now through the state's `endsInSeconds` — inside its last two minutes at once —
 * and the engine's own clock warns and ends it (END on updates.{id}, ENDED_UPDATE on ended_updates.{id}).
 */
export const endingFramesFor = (auctionId: number): Promise<Record<EndingType, Frame>> =>
  withSandbox(async (server) => {
    const next = await providerState(server, 'auction {auctionId} is live', { auctionId })
    const buyer = await signIn(server.origin, 'buyer@gavel.test')
    const channels = [`updates.${auctionId}`, `ended_updates.${auctionId}`]
    const socket = listen(server.origin, buyer.access_token, channels, ['TWO_MIN', 'END', 'ENDED_UPDATE'])
    await socket.subscribed
    await bid(server.origin, auctionId, Number(next.nextBid))
    await providerState(server, 'auction {auctionId} is live', { auctionId, endsInSeconds: 2 })
    return (await socket.frames) as Record<EndingType, Frame>
  })

/** KILLED: auction `auctionId` live with a bid, a subscriber on updates.{id}, then its seller kills it. */
export const killedFrameFor = (auctionId: number): Promise<Frame> =>
  withSandbox(async (server) => {
    const next = await providerState(server, 'auction {auctionId} is live', { auctionId })
    const buyer = await signIn(server.origin, 'buyer@gavel.test')
    const socket = listen(server.origin, buyer.access_token, [`updates.${auctionId}`], ['KILLED'])
    await socket.subscribed
    await bid(server.origin, auctionId, Number(next.nextBid))
    await providerState(server, 'auction {auctionId} is killed by its seller', { auctionId })
    return (await socket.frames).KILLED as Frame
  })

/**
 * DEAL_UPDATE on ended_updates.{id}: seller@ sells auction `auctionId` in negotiation with the high bidder's offer
 * pending, and counters it through the my-auctions gateway.
 */
export const dealUpdateFrameFor = (auctionId: number): Promise<Frame> =>
  withSandbox(async (server) => {
    const state = 'user {email} sells auction {auctionId} in negotiation with a pending offer of {amount}'
    const deal = await providerState(server, state, { email: 'seller@gavel.test', auctionId, amount: 5000 })
    const seller = await signIn(server.origin, 'seller@gavel.test')
    const socket = listen(server.origin, seller.access_token, [`ended_updates.${auctionId}`], ['DEAL_UPDATE'])
    await socket.subscribed
    await send(
      'PUT',
      server.origin,
      `/gw/myauctions/v2/offers/${auctionId}`,
      seller.access_token,
      { action: 'counter', amount: 5800, dealer_id: deal.dealerId },
      { 'idempotency-key': crypto.randomUUID() },
    )
    return (await socket.frames).DEAL_UPDATE as Frame
  })

/**
 * LAUNCH_CANCELLED on buyer@'s user channel: auction `auctionId` on the run list with buyer@'s proxy bid waiting on
 * it, then its seller kills it before it starts.
 */
export const launchCancelledFrameFor = (auctionId: number): Promise<Frame> =>
  withSandbox(async (server) => {
    await providerState(server, 'auction {auctionId} is on the run list', { auctionId, startPrice: 500 })
    const buyer = await signIn(server.origin, 'buyer@gavel.test')
    const socket = listen(server.origin, buyer.access_token, [`user.${buyer.user.user_id}`], ['LAUNCH_CANCELLED'])
    await socket.subscribed
    await bid(server.origin, auctionId, 900, 'buyer@gavel.test', true)
    await providerState(server, 'auction {auctionId} is killed by its seller', { auctionId })
    return (await socket.frames).LAUNCH_CANCELLED as Frame
  })

/** NEW: a subscriber on updates.{id}, then auction `auctionId` put on the run list to start 1 s from now; the engine's clock starts it. */
export const newFrameFor = (auctionId: number): Promise<Frame> =>
  withSandbox(async (server) => {
    const buyer = await signIn(server.origin, 'buyer@gavel.test')
    const socket = listen(server.origin, buyer.access_token, [`updates.${auctionId}`], ['NEW'])
    await socket.subscribed
    await providerState(server, 'auction {auctionId} is on the run list', { auctionId, startsInSeconds: 1 })
    return (await socket.frames).NEW as Frame
  })

export type LaunchPushType = 'LAUNCH_NOTIFICATION_V2' | 'PRE_LAUNCH'

/**
 * A push from seller@ launching a complete saved auction into the live lane: LAUNCH_NOTIFICATION_V2 on buyer@'s user
 * channel when it goes live now; PRE_LAUNCH on seller@'s own channel when it is scheduled to start in an hour.
 */
export const launchPushFor = (type: LaunchPushType): Promise<Frame> =>
  withSandbox(async (server) => {
    const savedAuctionId = 7001
    const vin = '1FTFW1E50PFA12345'
    await providerState(server, 'user {email} has a saved auction {savedAuctionId} for VIN {vin} in status {status}', {
      email: 'seller@gavel.test',
      savedAuctionId,
      vin,
      status: 'complete',
    })
    const seller = await signIn(server.origin, 'seller@gavel.test')
    const listener = type === 'PRE_LAUNCH' ? seller : await signIn(server.origin, 'buyer@gavel.test')
    const socket = listen(server.origin, listener.access_token, [`user.${listener.user.user_id}`], [type])
    await socket.subscribed
    await post(server.origin, `/gw/savedauctions/launch/v1/${savedAuctionId}/launch_auction`, seller.access_token, {
      vin,
      dealer_id: 102,
      autosell: false,
      floor_price: 21_000,
      green_light: true,
      lane: 'live_auction',
      lane_id: null,
      duration_in_seconds: 3600,
      address_id: 102_001,
      title_option: 'title_present',
      start_price: 6000,
      auction_start_time: type === 'PRE_LAUNCH' ? Math.floor(Date.now() / 1000) + 3600 : null,
      saved_auction_id: savedAuctionId,
      source: 'web',
      requestor_user_id: seller.user.user_id,
    })
    return (await socket.frames)[type] as Frame
  })

const withSandbox = async <T>(run: (server: Server) => Promise<T>): Promise<T> => {
  const server = await startSandboxServer({ port: 0, tickMs: 50 })
  try {
    return await run(server)
  } finally {
    await server.close()
  }
}

const providerState = async (server: Server, state: string, params: Record<string, unknown>) => {
  const response = await fetch(`${server.origin}/_pact/provider-states`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, params, action: 'setup' }),
  })
  if (!response.ok) throw new Error(`provider state ${state} failed: ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

const post = (origin: string, path: string, token: string | null, body: unknown, extra = {}) =>
  send('POST', origin, path, token, body, extra)

const send = async (
  method: 'POST' | 'PUT',
  origin: string,
  path: string,
  token: string | null,
  body: unknown,
  extra = {},
) => {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} failed: ${await response.text()}`)
  return response.json()
}

const signIn = async (origin: string, email: string) =>
  (await post(origin, '/gw/identity/api/legacylogin/v2', null, {
    email,
    password: 'gavel-sandbox',
    reCaptchaResponse: '',
    web: true,
  })) as { access_token: string; user: { user_id: number } }

/** A bid by multi@ (another dealership than the seller's and buyer@'s), or by `email`; a proxy bid when `proxy`. */
const bid = async (origin: string, auctionId: number, amount: number, email = 'multi@gavel.test', proxy = false) => {
  const rival = await signIn(origin, email)
  await post(
    origin,
    `/gw/buying/auction/${auctionId}/bid`,
    rival.access_token,
    { auctionId, amount, userId: rival.user.user_id, proxy, persistent: false },
    { 'idempotency-key': crypto.randomUUID() },
  )
}

/** A socket subscribed to every channel that collects the first message of each wanted type (5 s at most). */
const listen = (origin: string, token: string, channels: readonly string[], types: readonly string[]) => {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/realtime`)
  let onSubscribed = () => {}
  const subscribed = new Promise<void>((resolve) => {
    onSubscribed = resolve
  })
  const joined = new Set<string>()
  const frames = new Promise<Record<string, Frame>>((resolve, reject) => {
    const got: Record<string, Frame> = {}
    const timer = setTimeout(() => {
      socket.close()
      reject(new Error(`no ${types.filter((t) => !got[t]).join(', ')} frame on ${channels.join(', ')} within 5 s`))
    }, 5_000)
    socket.onopen = () => {
      socket.send(JSON.stringify({ op: 'auth', token }))
      for (const channel of channels) socket.send(JSON.stringify({ op: 'subscribe', channel }))
    }
    socket.onmessage = (event) => {
      const data = JSON.parse(String(event.data)) as Frame
      if (data.op === 'subscribed') joined.add(String(data.channel))
      if (joined.size === channels.length) onSubscribed()
      const type = String(data.type)
      if (data.op === 'message' && types.includes(type) && !got[type]) got[type] = data
      if (types.every((t) => got[t])) {
        clearTimeout(timer)
        socket.close()
        resolve(got)
      }
    }
  })
  return { subscribed, frames }
}
