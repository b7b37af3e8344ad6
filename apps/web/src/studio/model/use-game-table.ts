import { useCallback, useState } from 'react';
import type { StudioFairness, StudioPlayFields, StudioSession } from '@suerte/contracts';
import type { Notify, Panel } from '../components/game-shell';
import { formatMoney } from './money';

/**
 * What every studio screen keeps around its rounds: the balance, the fairness state, the open panel and the
 * recall version, with the two moments of a round (its stake taken, then its result shown). `shell` is what
 * the GameShell takes of it.
 */
export function useGameTable(
  session: StudioSession,
  focusRound: string | null,
  language: string,
  notify?: Notify,
) {
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState<StudioFairness>(session.fairness);
  const [panel, setPanel] = useState<Panel | null>(focusRound ? 'recall' : null);
  const [version, setVersion] = useState(0);
  const format = useCallback(
    (minor: number) => formatMoney(minor, session.currency, language),
    [session.currency, language],
  );

  /** The round was played: its stake has left the balance while the screen shows it. */
  const staked = useCallback(
    (round: StudioPlayFields) => {
      setBalance(round.balanceBefore - round.bet);
      notify?.({ type: 'studio:balance' });
    },
    [notify],
  );
  /** The round has been shown: the balance after it, the next nonce, and recall reads it. */
  const settled = useCallback(
    (round: StudioPlayFields) => {
      setBalance(round.balanceAfter);
      setFairness(round.fairness);
      setVersion((v) => v + 1);
      notify?.({ type: 'studio:balance' });
    },
    [notify],
  );

  return {
    balance,
    format,
    panel,
    setPanel,
    staked,
    settled,
    shell: {
      session,
      balance,
      format,
      fairness,
      onFairness: setFairness,
      panel,
      onPanel: setPanel,
      version,
    },
  };
}
