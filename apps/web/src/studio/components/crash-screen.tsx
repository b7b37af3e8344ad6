import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioCrashPlay, StudioRound } from '@suerte/contracts';
import { studioApi } from '../api/studio-api';
import { climbDuration, multiplierAt, multiplierText, payoutAt, reachChance } from '../model/crash';
import type { SessionOf } from '../model/kinds';
import { decimalSign, decimalText, parseDecimal } from '../model/money-input';
import { currencyExponent, formatChip } from '../model/money';
import type { Timing } from '../model/timing';
import { useRecentRounds } from '../model/use-recent-rounds';
import { useGameTable } from '../model/use-game-table';
import { useRoundCall } from '../model/use-round-call';
import { CrashHistory, CrashStage } from './crash-stage';
import { AmountInput } from './bet-controls';
import { GameShell, ownsKey, RoundError, type Notify } from './game-shell';
import { CrashRules } from './kind-rules';

interface CrashScreenProps {
  session: SessionOf<'crash'>;
  timing: Timing;
  focusRound?: string | null;
  notify?: Notify;
}

const QUICK_TARGETS = [150, 200, 300, 500, 1_000] as const;
const pointOf = (round: StudioRound) => (round.kind === 'crash' ? round.outcome.crashPoint : null);

/** Runs the climb to `to` (hundredths) frame by frame; resolves when it is there. */
function climb(to: number, rise: number, onFrame: (m: number) => void, alive: () => boolean) {
  const duration = climbDuration(to, rise);
  if (duration === 0 || typeof requestAnimationFrame === 'undefined') {
    onFrame(to);
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    const start = performance.now();
    const frame = (now: number) => {
      if (!alive()) return resolve();
      const m = multiplierAt(now - start, duration, to);
      onFrame(m);
      if (m >= to) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Crash as one round: the player sets a stake and an automatic cash-out; the server draws the crash point; the
 * screen climbs to the cash-out or the crash, whichever came first, and keeps the member's last crash points.
 */
export function CrashScreen({ session, timing, focusRound = null, notify }: CrashScreenProps) {
  const { t, i18n } = useTranslation('studio');
  const info = session.game;
  const exponent = currencyExponent(session.currency);
  const sign = decimalSign(i18n.language);
  const table = useGameTable(session, focusRound, i18n.language, notify);
  const { staked, settled } = table;
  const { balance, format, panel, setPanel } = table;
  const { call, done, busy, error, sessionOver, clearError, alive } = useRoundCall();
  const [stakeText, setStakeText] = useState(() => decimalText(info.defaultStake, exponent, sign));
  const [targetText, setTargetText] = useState(() => decimalText(info.defaultTarget, 2, sign));
  const [multiplier, setMultiplier] = useState(100);
  const [round, setRound] = useState<StudioCrashPlay | null>(null);
  const [checked, setChecked] = useState(false);
  const history = useRecentRounds(session.sessionToken, info.code, pointOf);

  const stake = parseDecimal(stakeText, exponent);
  const target = parseDecimal(targetText, 2);
  const stakeOk = stake !== null && stake >= info.minStake && stake <= info.maxStake;
  const targetOk = target !== null && target >= info.minTarget && target <= info.maxTarget;
  const cannotAfford = !busy && stakeOk && stake > balance;
  const setStake = (minor: number) => (
    setStakeText(decimalText(Math.min(Math.max(minor, info.minStake), info.maxStake), exponent, sign)),
    clearError()
  );

  const play = useCallback(async () => {
    setChecked(true);
    if (busy || sessionOver || !stakeOk || !targetOk) return;
    setRound(null);
    setMultiplier(100);
    const answer = await call({ stake, target }, (key) =>
      studioApi.crash(session.sessionToken, stake, target, key),
    );
    if (!answer) return;
    staked(answer);
    const top = answer.instant ? 100 : Math.min(answer.target, answer.crashPoint);
    await climb(top, timing.rise, setMultiplier, () => alive.current);
    if (!alive.current) return;
    setRound(answer);
    history.add(answer.crashPoint);
    settled(answer);
    done();
  }, [
    busy,
    sessionOver,
    stakeOk,
    targetOk,
    stake,
    target,
    call,
    session.sessionToken,
    staked,
    settled,
    timing.rise,
    alive,
    history,
    done,
  ]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel) return setPanel(null);
      if (panel || ownsKey(event.target, event.key)) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (!event.repeat) void play();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel, setPanel, play]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void play();
  };
  const x = (h: number) => multiplierText(h, i18n.language);
  const state = busy ? 'flying' : round ? (round.cashedOut ? 'won' : 'crashed') : 'idle';
  const limits = { min: format(info.minStake), max: format(info.maxStake) };

  return (
    <GameShell
      {...table.shell}
      busy={busy}
      rules={<CrashRules info={info} format={format} />}
      focusRound={focusRound ?? round?.roundId ?? null}
      className="studio-game--crash"
      testId="crash-screen"
    >
      <main className="studio-stage studio-stage--crash">
        <CrashHistory points={history.items} />
        <CrashStage multiplier={multiplier} state={state} />
        <div className="studio-status" aria-live="polite" data-testid="status">
          {busy ? (
            <span>{t('crash.flying')}</span>
          ) : round ? (
            <span data-testid="round-result" className={round.cashedOut ? 'studio-win-text' : undefined}>
              {round.cashedOut
                ? t('crash.cashedOut', { target: x(round.target), amount: format(round.totalWin) })
                : round.instant
                  ? t('crash.crashedAtOnce')
                  : t('crash.crashed', { point: x(round.crashPoint) })}
              {round.cashedOut ? (
                <small className="studio-status__more">
                  {t('crash.wentOn', { point: x(round.crashPoint) })}
                </small>
              ) : null}
            </span>
          ) : (
            <span>{t('crash.hint')}</span>
          )}
        </div>
        {error ? (
          <RoundError
            error={error}
            sessionOver={sessionOver}
            onRetry={() => void play()}
            retryLabel={t('crash.retry')}
            notify={notify}
          />
        ) : cannotAfford ? (
          <p className="studio-error" role="status" data-testid="cannot-afford">
            {t('errors.insufficient')}
          </p>
        ) : null}
      </main>

      <form className="studio-crash-controls" onSubmit={submit} noValidate>
        <div className="studio-field">
          <label htmlFor="crash-stake">{t('crash.stake')}</label>
          <div className="studio-field__row">
            <button
              type="button"
              className="studio-round-button"
              onClick={() => stake !== null && setStake(Math.floor(stake / 2))}
              disabled={busy}
              aria-label={t('crash.half')}
            >
              ½
            </button>
            <AmountInput
              id="crash-stake"
              value={stakeText}
              onChange={(text) => (setStakeText(text), clearError())}
              disabled={busy}
              invalid={checked && !stakeOk}
              describedBy="crash-stake-hint"
              testId="stake"
            />
            <button
              type="button"
              className="studio-round-button"
              onClick={() => stake !== null && setStake(stake * 2)}
              disabled={busy}
              aria-label={t('crash.double')}
            >
              ×2
            </button>
          </div>
          <p id="crash-stake-hint" className={checked && !stakeOk ? 'studio-error-text' : 'studio-muted'}>
            {checked && !stakeOk ? t('crash.stakeInvalid', limits) : t('crash.stakeHint', limits)}
          </p>
          <div className="studio-quick" role="group" aria-label={t('crash.quickStakes')}>
            {info.stakeChips.map((value) => (
              <button
                key={value}
                type="button"
                className="studio-chip"
                onClick={() => setStake(value)}
                disabled={busy}
                aria-pressed={stake === value}
              >
                {formatChip(value, session.currency, i18n.language)}
              </button>
            ))}
          </div>
        </div>
        <div className="studio-field">
          <label htmlFor="crash-target">{t('crash.target')}</label>
          <div className="studio-field__row">
            <span className="studio-field__prefix" aria-hidden="true">
              ×
            </span>
            <AmountInput
              id="crash-target"
              value={targetText}
              onChange={(text) => (setTargetText(text), clearError())}
              disabled={busy}
              invalid={checked && !targetOk}
              describedBy="crash-target-hint"
              testId="target"
            />
          </div>
          <p
            id="crash-target-hint"
            className={checked && !targetOk ? 'studio-error-text' : 'studio-muted'}
            data-testid="target-hint"
          >
            {checked && !targetOk
              ? t('crash.targetInvalid', { min: x(info.minTarget), max: x(info.maxTarget) })
              : targetOk && stakeOk
                ? t('crash.odds', {
                    chance: reachChance(target, Math.round(info.rtp * 100)),
                    amount: format(payoutAt(stake, target)),
                  })
                : t('crash.targetHint', { min: x(info.minTarget), max: x(info.maxTarget) })}
          </p>
          <div className="studio-quick" role="group" aria-label={t('crash.quickTargets')}>
            {QUICK_TARGETS.filter((v) => v <= info.maxTarget).map((value) => (
              <button
                key={value}
                type="button"
                className="studio-chip"
                onClick={() => setTargetText(decimalText(value, 2, sign))}
                disabled={busy}
                aria-pressed={target === value}
              >
                ×{x(value)}
              </button>
            ))}
          </div>
        </div>
        <button
          type="submit"
          className="studio-deal studio-deal--crash"
          disabled={busy || sessionOver || cannotAfford}
          data-testid="play"
        >
          <span>{busy ? t('crash.flying') : t('crash.play')}</span>
          {stakeOk ? <span className="studio-deal__stake">{format(stake)}</span> : null}
        </button>
      </form>
    </GameShell>
  );
}
