import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioFairness, StudioSession } from '@suerte/contracts';
import { errorKey, retriable } from '../model/errors';
import { useLocalName } from '../model/names';
import { FairnessPanel } from './fairness-panel';
import { RecallPanel } from './recall-panel';

export type Panel = 'rules' | 'fair' | 'recall';
export type Notify = (message: { type: 'studio:balance' } | { type: 'studio:lobby' }) => void;

/** Inside the portal's frame (same origin) the portal has the way back; alone, the game links to it. */
export function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

function toLobby(notify?: Notify) {
  if (isFramed()) notify?.({ type: 'studio:lobby' });
  else window.location.assign('/');
}

/** Keys that belong to the control in focus, not to the game. */
export function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('input, textarea, select, [role="dialog"]')) return true;
  return (key === 'Enter' || key === ' ') && Boolean(target.closest('button, a'));
}

interface GameShellProps {
  session: StudioSession;
  balance: number;
  format: (minor: number) => string;
  fairness: StudioFairness;
  onFairness: (fairness: StudioFairness) => void;
  /** A round is being played: no seed change. */
  busy: boolean;
  panel: Panel | null;
  onPanel: (panel: Panel | null) => void;
  /** The game's rules (the rules panel). */
  rules: ReactNode;
  /** A round to open first in recall (a link from the betting record, else the last round played). */
  focusRound: string | null;
  /** Changes after every round played, so recall reads its list again. */
  version: number;
  className: string;
  testId: string;
  /** The stage and the controls. */
  children: ReactNode;
  /** A layer above the game (e.g. a bonus). */
  overlay?: ReactNode;
}

/**
 * What every studio game has around its table or reels: the name, the demo label, the balance, the menu (rules,
 * fairness, history, lobby) and its panels.
 */
export function GameShell(props: GameShellProps) {
  const { t } = useTranslation('studio');
  const localName = useLocalName();
  const { session, panel, onPanel } = props;
  return (
    <div className={`studio-game ${props.className}`} data-testid={props.testId}>
      <header className="studio-top">
        <div className="studio-top__title">
          <h1>{localName(session.game)}</h1>
          {session.demo ? (
            <span className="studio-demo" data-testid="demo-label">
              {t('demo')}
            </span>
          ) : null}
        </div>
        <div className="studio-balance">
          <span className="studio-label">{t('balance')}</span>
          <output data-testid="balance" aria-live="polite">
            {props.format(props.balance)} <span className="studio-currency">{session.currency}</span>
          </output>
        </div>
        <nav className="studio-menu" aria-label={t('menu')}>
          {(['rules', 'fair', 'recall'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className="studio-chip"
              aria-pressed={panel === p}
              onClick={() => onPanel(panel === p ? null : p)}
              data-testid={`open-${p}`}
            >
              {t(`panels.${p}`)}
            </button>
          ))}
          {!isFramed() ? (
            <a className="studio-chip" href="/">
              {t('lobby')}
            </a>
          ) : null}
        </nav>
      </header>

      {props.children}
      {props.overlay ? <div className="studio-overlay">{props.overlay}</div> : null}

      {panel ? (
        <div className="studio-overlay" onClick={(e) => e.target === e.currentTarget && onPanel(null)}>
          <section className="studio-panel" role="dialog" aria-modal="true" aria-labelledby="panel-title">
            <header className="studio-panel__head">
              <h2 id="panel-title">{t(`panels.${panel}`)}</h2>
              <button
                type="button"
                className="studio-chip"
                onClick={() => onPanel(null)}
                autoFocus
                data-testid="close-panel"
              >
                {t('close')}
              </button>
            </header>
            {panel === 'rules' ? (
              <div className="studio-panel__body">{props.rules}</div>
            ) : panel === 'fair' ? (
              <FairnessPanel
                token={session.sessionToken}
                game={session.game}
                fairness={props.fairness}
                onFairness={props.onFairness}
                busy={props.busy}
              />
            ) : (
              <RecallPanel
                token={session.sessionToken}
                info={session.game}
                format={props.format}
                focusRound={props.focusRound}
                version={props.version}
              />
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}

interface RoundErrorProps {
  error: unknown;
  sessionOver: boolean;
  /** Sends the same round again (same idempotency key). */
  onRetry: () => void;
  retryLabel: string;
  notify?: Notify;
  /** The game's own ways out (e.g. a lower stake). */
  children?: ReactNode;
}

/** Why a round was not played, and what the player can do: send it again, change the stake, go to the lobby. */
export function RoundError({ error, sessionOver, onRetry, retryLabel, notify, children }: RoundErrorProps) {
  const { t } = useTranslation('studio');
  const key = errorKey(error);
  return (
    <div className="studio-error" role="alert" data-testid="game-error" data-error={key}>
      <p>{t(key)}</p>
      {retriable(error) && !sessionOver ? (
        <button type="button" className="studio-secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
      {children}
      {sessionOver ? (
        <button type="button" className="studio-secondary" onClick={() => toLobby(notify)}>
          {t('lobby')}
        </button>
      ) : null}
    </div>
  );
}
