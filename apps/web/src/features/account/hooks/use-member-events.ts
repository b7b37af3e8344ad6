import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_EVENT_TYPES } from '@suerte/contracts/core';
import { create } from 'zustand';
import { connectMemberEvents } from '../../../lib/member-events';
import { useSessionStore } from '../../../lib/session-store';
import { refreshMoney } from '../wallet/wallet-api';
import { EWALLET_DEPOSITS_KEY, WITHDRAWALS_KEY, usePaymentEvents } from '../payments/payment-events';
import { useLotteryPayouts } from '../../../lib/lottery-payouts';

/** Whether member events flow now; while they do not, the balance is polled instead. */
export const useMemberEventsLive = create<{ live: boolean }>()(() => ({ live: false }));

/**
 * The member's live events while a token exists: a posting refreshes the header balance (and the wallet
 * views), another login ends this session with the "logged in elsewhere" notice, maintenance asks for the
 * site status again. A socket that cannot connect is retried quietly.
 */
export function useMemberEvents(onSessionEnded: (code: string) => void): void {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const ended = useRef(onSessionEnded);
  useEffect(() => {
    ended.current = onSessionEnded;
  });

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    const events = connectMemberEvents({
      token,
      onEvent: (event) => {
        if (event.type === MEMBER_EVENT_TYPES.balanceChanged) void refreshMoney(client);
        else if (event.type === MEMBER_EVENT_TYPES.sessionReplaced) ended.current('LOGGED_IN_ELSEWHERE');
        else if (event.type === MEMBER_EVENT_TYPES.maintenanceStarting)
          void client.invalidateQueries({ queryKey: ['systemStatus'] });
        else if (event.type === MEMBER_EVENT_TYPES.paymentUpdated) {
          // A deposit or payout reached its final state: the lists and the balance change, the pages tell it.
          usePaymentEvents.setState({ last: event });
          void client.invalidateQueries({
            queryKey: event.payment === 'deposit' ? EWALLET_DEPOSITS_KEY : WITHDRAWALS_KEY,
          });
          void refreshMoney(client);
        } else if (event.type === MEMBER_EVENT_TYPES.lotteryPayout) {
          // A draw the member bet on paid out: the lottery's lists (bets, results) and the balance change.
          useLotteryPayouts.setState({ last: event });
          void client.invalidateQueries({ queryKey: ['lottery'] });
          void refreshMoney(client);
        }
      },
      onSessionEnded: (code) => ended.current(code),
      onLiveChange: (live) => useMemberEventsLive.setState({ live }),
    });
    return () => events.stop();
  }, [token, client]);
}
