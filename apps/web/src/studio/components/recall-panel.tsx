import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioGameInfo, StudioRound, StudioSpinOutcome } from '@suerte/contracts';
import type { SlotGame } from '@suerte/fair';
import { studioApi } from '../api/studio-api';
import { fairLink } from '../model/fair-link';
import { winningCells } from '../model/wins';
import { ErrorText } from './error-text';
import { SymbolArt } from './symbol-art';

interface RecallPanelProps {
  token: string;
  info: StudioGameInfo;
  game: SlotGame;
  format: (minor: number) => string;
  /** A round to open first (a link from the betting record). */
  focusRound: string | null;
  /** Changes after every round played, to read the list again. */
  version: number;
}

function MiniGrid({ game, spin }: { game: SlotGame; spin: StudioSpinOutcome }) {
  const { t } = useTranslation('fair');
  const won = winningCells(game, spin.grid, spin.lineWins, spin.scatterWin > 0 || spin.triggered);
  return (
    <div
      className="studio-mini-grid"
      role="img"
      aria-label={spin.grid.map((col) => col.map((c) => t(`symbols.${game.id}.${c}`)).join(', ')).join(' | ')}
    >
      {[0, 1, 2].map((row) =>
        spin.grid.map((column, reel) => (
          <div
            key={`${reel}-${row}`}
            className={`studio-mini-cell${won.has(`${reel}-${row}`) ? ' studio-cell--won' : ''}`}
          >
            <SymbolArt gameId={game.id} code={column[row] ?? ''} label="" />
          </div>
        )),
      )}
    </div>
  );
}

function SpinStep({
  game,
  spin,
  title,
  format,
}: {
  game: SlotGame;
  spin: StudioSpinOutcome;
  title: string;
  format: (minor: number) => string;
}) {
  const { t } = useTranslation(['studio', 'fair']);
  return (
    <li className="studio-step">
      <p className="studio-strong">{title}</p>
      <p className="studio-muted">{t('recall.stops', { stops: spin.stops.join(' · ') })}</p>
      <MiniGrid game={game} spin={spin} />
      <ul className="studio-step__wins">
        {spin.lineWins.map((win) => (
          <li key={win.line}>
            {t('wins.line', {
              line: win.line + 1,
              count: win.count,
              symbol: t(`fair:symbols.${game.id}.${win.symbol}`),
              amount: format(win.win),
            })}
          </li>
        ))}
        {spin.scatterWin > 0 ? (
          <li>{t('wins.scatter', { count: spin.scatterCount, amount: format(spin.scatterWin) })}</li>
        ) : null}
        {spin.lineWins.length === 0 && spin.scatterWin === 0 ? <li>{t('recall.noWin')}</li> : null}
      </ul>
    </li>
  );
}

/** One round step by step: stake and balance, every spin, the feature, the win, and the seeds to verify it. */
export function RoundSteps({
  round,
  game,
  format,
}: {
  round: StudioRound;
  game: SlotGame;
  format: (minor: number) => string;
}) {
  const { t } = useTranslation('studio');
  const { outcome, fairness } = round;
  return (
    <div className="studio-round" data-testid="recall-round">
      <ol className="studio-steps">
        <li className="studio-step">
          <p className="studio-strong">{t('recall.stake', { amount: format(round.bet) })}</p>
          {round.balanceBefore !== null ? (
            <p>{t('recall.balanceBefore', { amount: format(round.balanceBefore) })}</p>
          ) : null}
        </li>
        <SpinStep game={game} spin={outcome} title={t('recall.baseSpin')} format={format} />
        {outcome.freeSpins.map((spin, i) => (
          <SpinStep
            key={i}
            game={game}
            spin={spin}
            title={t('recall.freeSpin', {
              index: i + 1,
              total: outcome.freeSpins.length,
              multiplier: outcome.freeSpinsMultiplier,
            })}
            format={format}
          />
        ))}
        {outcome.pickBonus ? (
          <li className="studio-step">
            <p className="studio-strong">{t('recall.pick')}</p>
            <p>
              {t('recall.pickRevealed', {
                prizes: outcome.pickBonus.revealed.map((v) => `×${v}`).join(', ') || '—',
                amount: format(outcome.pickBonus.win),
              })}
            </p>
          </li>
        ) : null}
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
            { code: round.game, variant: round.variant },
            { ...fairness, serverSeed: fairness.serverSeed },
          )}
          data-testid="recall-verify"
        >
          {t('recall.verify')}
        </a>
      ) : null}
    </div>
  );
}

/**
 * Game recall (regulators' rule): the player's last rounds of this game, newest first, each step by step with
 * stake, win, balance before and after, and the seeds to verify it.
 */
export function RecallPanel({ token, info, game, format, focusRound, version }: RecallPanelProps) {
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
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
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
            <span>{time.format(new Date(round.createdAt))}</span>
            <span>{t('recall.stakeShort', { amount: format(round.bet) })}</span>
            <span className={round.win > 0 ? 'studio-win-text' : undefined}>
              {t('recall.winShort', { amount: format(round.win) })}
            </span>
          </button>
          {open === round.roundId ? <RoundSteps round={round} game={game} format={format} /> : null}
        </li>
      ))}
    </ul>
  );
}
