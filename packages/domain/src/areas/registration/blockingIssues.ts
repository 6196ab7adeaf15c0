import type { AuctionAccessAccount } from '../../model/savedSearch'

/** The issues that stop the account from registering or bidding (marketplace §3 restrictions.blockingIssue). */
export const blockingIssues = (account: AuctionAccessAccount): readonly string[] =>
  account.issues.filter((i) => i.restrictions.blockingIssue).map((i) => i.message)
