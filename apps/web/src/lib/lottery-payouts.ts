import { create } from 'zustand';
import type { MemberEvent } from '@suerte/contracts/core';

export type LotteryPayoutEvent = Extract<MemberEvent, { type: 'lottery.payout' }>;

/** The last lottery payout the member's socket announced; the lottery pages show it and read their lists again. */
export const useLotteryPayouts = create<{ last: LotteryPayoutEvent | null }>()(() => ({ last: null }));
