import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioGameInfo, StudioRound } from '@suerte/contracts';
import { studioApi } from '../api/studio-api';
import { eventReplay } from '../model/events';
import { fairLink } from '../model/fair-link';
import { highCardSeedParts } from '../model/mixed-seed';
import { roundTimeParts } from '../model/round-time';
import { ErrorText } from './error-text';
import {
  BaccaratRoundSteps,
  BingoRoundSteps,
  CrashRoundSteps,
  EventRoundSteps,
  HighCardRoundSteps,
} from './kind-recall';
import { SlotRoundSteps } from './slot-recall';

interface RecallPanelProps {
  token: string;
  info: StudioGameInfo;
  format: (minor: number) => string;
  /** A round to open first (a link from the betting record). */
  focusRound: string | null;
  /** Changes after every round played, to read the list again. */
  version: number;
}

interface RoundViewProps {
  round: StudioRound;
  format: (minor: number) => string;
  /** The session's token: a bingo round reads its game's published sales with it. */
  token: string;
}

/** What the round decided, step by step, as its kind shows it. */
function OutcomeSteps({ round, format, token }: RoundViewProps) {
  switch (round.kind) {
    case 'slot':
      return <SlotRoundSteps round={round} format={format} />;
    case 'baccarat':
      return <BaccaratRoundSteps round={round} format={format} />;
    case 'crash':
      return <CrashRoundSteps round={round} />;
    case 'highcard':
      return <HighCardRoundSteps round={round} format={format} />;
    case 'bingo':
      return <BingoRoundSteps round={round} format={format} token={token} />;
    case 'event':
      return <EventRoundSteps round={round} />;
  }
}

/** One round step by step: stake and balance, every spin, the feature, the win, and the seeds to verify it. */
export function RoundSteps({ round, format, token }: RoundViewProps) {
  const { t } = useTranslation('studio');
  const { fairness } = round;
  return (
    <div className="studio-round" data-testid="recall-round">
      <ol className="studio-steps">
        <li className="studio-step">
          <p className="studio-strong">{t('recall.stake', { amount: format(round.bet) })}</p>
          {round.balanceBefore !== null ? (
            <p>{t('recall.balanceBefore', { amount: format(round.balanceBefore) })}</p>
          ) : null}
        </li>
        <OutcomeSteps round={round} format={format} token={token} />
        <li className="studio-step">
          <p className="studio-strong" data-testid="recall-win">
            {t('recall.win', { amount: format(round.win) })}
          </p>
          {round.balanceAfter !== null ? (
            <p data-testid="recall-balance-after">
              {t('recall.balanceAfter', { amount: format(round.balanceAfter) })}
            </p>
          ) : null}
          <p className="studio-muted">{t(`recall.status.${round.status}`)}</p>
        </li>
      </ol>
      <dl className="studio-facts">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="studio-mono">{fairness.serverSeedHash}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="studio-mono">{fairness.clientSeed}</dd>
        <dt>{t('recall.nonce')}</dt>
        <dd className="studio-mono">{fairness.nonce}</dd>
        <dt>{t('fair.serverSeed')}</dt>
        <dd className="studio-mono">{fairness.serverSeed ?? t('recall.notRevealed')}</dd>
      </dl>
      {fairness.serverSeed ? (
        <a
          className="studio-link"
          target="_blank"
          rel="noopener"
          href={fairLink(
            { kind: round.kind, code: round.game, variant: round.variant },
            { ...fairness, serverSeed: fairness.serverSeed },
            round.kind === 'highcard'
              ? {
                  params: { players: String(round.outcome.seats.length) },
                  seedParts: highCardSeedParts(round.outcome),
                }
              : round.kind === 'event'
                ? eventReplay(round.outcome)
                : {},
          )}
          data-testid="recall-verify"
        >
          {t('recall.verify')}
        </a>
      ) : null}
    </div>
  );
}

/** When a round was played: its date and its time each kept on one line (the list wraps between them). */
function RoundTime({ at, language }: { at: string; language: string }) {
  return (
    <time className="studio-round-time" dateTime={at} data-testid="recall-time">
      {roundTimeParts(new Date(at), language).map((part, i) =>
        part.kind === 'separator' ? (
          part.text
        ) : (
          <span key={i} className="studio-nowrap" data-part={part.kind}>
            {part.text}
          </span>
        ),
      )}
    </time>
  );
}

/**
 * Game recall (regulators' rule): the player's last rounds of this game, newest first, each step by step with
 * stake, win, balance before and after, and the seeds to verify it.
 */
export function RecallPanel({ token, info, format, focusRound, version }: RecallPanelProps) {
  const { t, i18n } = useTranslation('studio');
  const [rounds, setRounds] = useState<StudioRound[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [open, setOpen] = useState<string | null>(focusRound);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      const { rounds: list } = await studioApi.rounds(token, info.code, controller.signal);
      // A round from a link that is older than the list: fetched on its own and shown first.
      if (focusRound && !list.some((r) => r.roundId === focusRound)) {
        list.unshift(await studioApi.round(token, focusRound, controller.signal));
      }
      return list;
    };
    load().then(setRounds, (e: unknown) => {
      if ((e as Error).name !== 'AbortError') setError(e);
    });
    return () => controller.abort();
  }, [token, info.code, focusRound, version, attempt]);

  if (error)
    return (
      <div className="studio-panel__body">
        <ErrorText error={error} />
        <button
          type="button"
          className="studio-secondary"
          onClick={() => (setError(null), setAttempt((n) => n + 1))}
        >
          {t('retry')}
        </button>
      </div>
    );
  if (!rounds)
    return (
      <p className="studio-panel__body" role="status">
        {t('loading')}
      </p>
    );
  if (rounds.length === 0)
    return (
      <p className="studio-panel__body" data-testid="recall-empty">
        {t('recall.empty')}
      </p>
    );
  return (
    <ul className="studio-panel__body studio-recall" data-testid="recall-list">
      {rounds.map((round) => (
        <li key={round.roundId} className="studio-recall__item">
          <button
            type="button"
            className="studio-recall__head"
            aria-expanded={open === round.roundId}
            onClick={() => setOpen((o) => (o === round.roundId ? null : round.roundId))}
            data-testid="recall-item"
            data-round={round.roundId}
          >
            <RoundTime at={round.createdAt} language={i18n.language} />
            <span>{t('recall.stakeShort', { amount: format(round.bet) })}</span>
            <span className={round.win > 0 ? 'studio-win-text' : undefined}>
              {t('recall.winShort', { amount: format(round.win) })}
            </span>
          </button>
          {open === round.roundId ? <RoundSteps round={round} format={format} token={token} /> : null}
        </li>
      ))}
    </ul>
  );
}
