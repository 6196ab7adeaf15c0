import { startSandboxServer } from '@gavel/sandbox/node'

type Frame = Record<string, unknown>

/**
 * The BID frame the sandbox's realtime protocol really sends: a fresh sandbox, auction `auctionId` made live
 * through the provider-states endpoint, a subscriber on updates.{id}, and a bid from another dealer.
 */
export const bidFrameFor = async (auctionId: number): Promise<Frame> => {
  const server = await startSandboxServer({ port: 0 })
  try {
    const state = await fetch(`${server.origin}/_pact/provider-states`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'auction {auctionId} is live', params: { auctionId }, action: 'setup' }),
    })
    if (!state.ok) throw new Error(`provider state failed: ${await state.text()}`)
    const buyer = await signIn(server.origin, 'buyer@gavel.test')
    const { subscribed, frame } = nextBidFrame(server.origin, buyer.access_token, auctionId)
    await subscribed
    const next = (await state.json()) as { nextBid: number }
    const rival = await signIn(server.origin, 'multi@gavel.test')
    const bid = await fetch(`${server.origin}/gw/buying/auction/${auctionId}/bid`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${rival.access_token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        auctionId,
        amount: next.nextBid,
        userId: rival.user.user_id,
        proxy: false,
        persistent: false,
      }),
    })
    if (!bid.ok) throw new Error(`bid failed: ${await bid.text()}`)
    return await frame
  } finally {
    await server.close()
  }
}

const signIn = async (origin: string, email: string) => {
  const response = await fetch(`${origin}/gw/identity/api/legacylogin/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'gavel-sandbox', reCaptchaResponse: '', web: true }),
  })
  return (await response.json()) as { access_token: string; user: { user_id: number } }
}

const nextBidFrame = (origin: string, token: string, auctionId: number) => {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/realtime`)
  let onSubscribed = () => {}
  const subscribed = new Promise<void>((resolve) => {
    onSubscribed = resolve
  })
  const frame = new Promise<Frame>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close()
      reject(new Error('no BID frame within 5 s'))
    }, 5_000)
    socket.onopen = () => {
      socket.send(JSON.stringify({ op: 'auth', token }))
      socket.send(JSON.stringify({ op: 'subscribe', channel: `updates.${auctionId}` }))
    }
    socket.onmessage = (event) => {
      const data = JSON.parse(String(event.data)) as Frame
      if (data.op === 'subscribed') onSubscribed()
      if (data.op === 'message' && data.type === 'BID') {
        clearTimeout(timer)
        socket.close()
        resolve(data)
      }
    }
  })
  return { subscribed, frame }
}
