/** The lottery's side of the ledger: its house accounts and the member events channel of payouts. */

/** House accounts of the lottery are the merchant's 'house' accounts under this code, spread over shards. */
export const LOTTERY_HOUSE_VENDOR = 'LOTTERY';
export const LOTTERY_HOUSE_SHARDS = 8;

/** Settlement notifies each winning member's payout on this PostgreSQL channel (delivered at commit). */
export const LOTTERY_EVENTS_CHANNEL = 'member_lottery';
