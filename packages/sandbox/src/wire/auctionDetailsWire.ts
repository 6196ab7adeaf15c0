import type { BuyingComponents } from '@gavel/sdk'
import { createRng, type Rng } from '../world/prng'
import type { Auction, User, World } from '../world/types'
import { dealerIdsOf } from './permissions'

type AuctionDetailsWire = BuyingComponents['schemas']['AuctionDetailsWire']
type ConditionSection = AuctionDetailsWire['condition_report']['sections'][number]

/** The gallery's views after the primary photo (served by `handlers/buying/vehicleImages.ts`). */
const VIEWS = ['front', 'side', 'rear', 'interior', 'engine', 'odometer'] as const

const STYLES = ['4dr Sedan', '4dr SUV', 'Crew Cab Pickup', '2dr Coupe', '4dr Hatchback']

/** The questions of each condition report section: the clean answer and the problem answers. */
const REPORT: ReadonlyArray<{
  readonly id: string
  readonly title: string
  readonly questions: ReadonlyArray<readonly [id: string, title: string, problems: readonly string[]]>
}> = [
  {
    id: 'title',
    title: 'Title & History',
    questions: [
      ['title_present', 'Title present', ['Title absent']],
      ['title_brand', 'Title brand', ['Rebuilt', 'Salvage']],
    ],
  },
  {
    id: 'exterior',
    title: 'Exterior',
    questions: [
      ['body_damage', 'Body damage', ['Minor dents', 'Hail damage']],
      ['paint', 'Paint', ['Scratches', 'Repaint on panels']],
      ['glass', 'Glass', ['Windshield chipped']],
    ],
  },
  {
    id: 'interior',
    title: 'Interior',
    questions: [
      ['odors', 'Odors', ['Smoke odor', 'Pet odor']],
      ['seats', 'Seats', ['Driver seat torn']],
    ],
  },
  {
    id: 'mechanical',
    title: 'Engine & Drivetrain',
    questions: [
      ['engine_noise', 'Engine noise', ['Ticking at idle', 'Knock']],
      ['check_engine', 'Check engine light', ['On']],
      ['transmission', 'Transmission shifts', ['Hard shifts']],
    ],
  },
  {
    id: 'tires',
    title: 'Tires & Wheels',
    questions: [
      ['tread', 'Tread depth', ['Under 4/32"']],
      ['wheels', 'Wheel damage', ['Curb rash']],
    ],
  },
]

const cylindersOf = (engine: string | null): number | null => {
  const match = engine ? /\b[VI](\d{1,2})\b/.exec(engine) : null
  return match ? Number(match[1]) : null
}

const conditionReport = (rng: Rng): ConditionSection[] =>
  REPORT.map((section) => ({
    id: section.id,
    title: section.title,
    questions: section.questions.map(([id, title, problems]) => {
      const flagged = rng.chance(0.18)
      return {
        id,
        title,
        answer: flagged ? rng.pick(problems) : id === 'title_present' ? 'Yes' : 'No issues',
        note: flagged && rng.chance(0.5) ? 'See photos.' : null,
        flagged,
      }
    }),
  }))

/**
 * The condition report and photo count an auction's detail page shows, replayed from the same seeded generator as
 * toAuctionDetailsWire (the report, then the red light, style and notes draws, then the gallery's size).
 */
export const reportAndPhotosOf = (auctionId: number): { sections: ConditionSection[]; photos: number } => {
  const rng = createRng(auctionId * 7919 + 13)
  const sections = conditionReport(rng)
  rng.chance(0.12)
  rng.pick(STYLES)
  rng.chance(0.5)
  return { sections, photos: 1 + rng.int(3, VIEWS.length) }
}

const fullName = (user: User | undefined) => (user ? `${user.firstName} ${user.lastName}` : 'Unknown')

/**
 * The detail page's display fields for one auction and viewer (contract `AuctionDetailsWire`): derived from the
 * auction's id with its own seeded generator, so the same auction always shows the same report and lights, and
 * from the world for the seller's badges and the viewer's dealership members' bids.
 */
export const toAuctionDetailsWire = (
  world: World,
  auction: Auction,
  viewer: User,
  imageBase: string,
  hasImages: boolean,
): AuctionDetailsWire => {
  const rng = createRng(auction.id * 7919 + 13)
  const v = auction.vehicle
  const sections = conditionReport(rng)
  const flagged = sections.flatMap((s) => s.questions.filter((q) => q.flagged).map((q) => `${q.title}: ${q.answer}`))
  const titleAbsent = sections[0]?.questions[0]?.flagged === true
  const red = rng.chance(0.12)
  const sold = [...world.auctions.values()].filter(
    (a) => a.sellerDealerId === auction.sellerDealerId && a.status === 'ended_accepted',
  ).length
  const mine = dealerIdsOf(viewer)
  const photo = (view: string | null) => {
    const stem = `${imageBase}/sandbox/img/${auction.id}${view ? `-${view}` : ''}`
    return {
      acv_large: `${stem}-large.svg`,
      acv_medium: `${stem}-medium.svg`,
      acv_thumbnail: `${stem}-thumbnail.svg`,
      caption: view ? view[0]?.toUpperCase() + view.slice(1) : 'Primary',
    }
  }
  const style = rng.pick(STYLES)
  return {
    style,
    doors: style.startsWith('2dr') ? 2 : 4,
    cylinders: cylindersOf(v.engine),
    order_code: `OC-${auction.id}`,
    notes: rng.chance(0.5) ? 'Dealer maintained. Two keys.' : null,
    gallery: hasImages ? [photo(null), ...VIEWS.slice(0, rng.int(3, VIEWS.length)).map(photo)] : [],
    lights: {
      green: !red && flagged.length === 0,
      yellow: flagged.length > 0,
      red,
      blue: titleAbsent,
      notes: [...(red ? ['Sold as is.'] : []), ...flagged],
    },
    seller_status: { featured_seller: sold >= 3, top_seller: sold >= 10 },
    seller_badge_info: sold >= 10 ? 'Top seller in your region' : null,
    condition_report: { sections },
    dealership_member_bids: auction.bids
      .filter((b) => mine.includes(b.dealerId))
      .reverse()
      .map((b) => {
        const user = world.users.get(b.userId)
        return {
          bidder_name: fullName(user),
          bidder_email: user?.email ?? '',
          amount: b.amount,
          placed_at: Math.floor(b.at / 1000),
        }
      }),
  }
}
