/**
 * The pure rules of the Vietnamese lotteries, shared by the server (validation, costs, settlement) and the web
 * (bet slip costs, rules pages with worked examples): prize structures and result validation, bet types with
 * their shapes, costs and common-market default odds, and one payout function per bet type. No I/O, no zod.
 */
export * from './prize-structure.js';
export * from './bet-types.js';
export * from './default-odds.js';
export * from './payouts.js';
