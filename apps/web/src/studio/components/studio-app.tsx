import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioSession, StudioSessionRequest } from '@suerte/contracts';
import { findVariant, slotVariants } from '@suerte/fair';
import { studioApi } from '../api/studio-api';
import type { StudioAddress } from '../model/address';
import { errorKey } from '../model/errors';
import { Rules } from './rules';
import type { Timing } from '../model/timing';
import { BaccaratScreen } from './baccarat-screen';
import { BingoScreen } from './bingo-screen';
import { CrashScreen } from './crash-screen';
import { EventRules } from './event-rules';
import { EventScreen } from './event-screen';
import { HighCardScreen } from './high-card-screen';
import { BaccaratRules, BingoRules, CrashRules, HighCardRules } from './kind-rules';
import { SlotScreen } from './slot-screen';
import { SymbolDefs } from './symbol-art';

const STORAGE_PREFIX = 'studio-session:';

/**
 * A launch token is single use: the session it opened is kept for the tab, so reloading the game page goes on
 * with the same session instead of failing on a used token.
 */
function storedSession(launchToken: string): StudioSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + launchToken);
    const session = raw ? (JSON.parse(raw) as StudioSession) : null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

function storeSession(launchToken: string, session: StudioSession) {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + launchToken, JSON.stringify(session));
  } catch {
    // Private mode: a reload then asks the portal for a new launch.
  }
}

function sessionRequest(address: Extract<StudioAddress, { page: 'play' }>): StudioSessionRequest | null {
  if (address.launchToken) {
    if (!address.player || !address.currency) return null;
    return {
      launchToken: address.launchToken,
      playerId: address.player,
      game: address.game,
      currency: address.currency,
    };
  }
  if (!address.demo) return null;
  return {
    game: address.game,
    demo: true,
    ...(address.merchant ? { merchant: address.merchant } : {}),
    ...(address.currency ? { currency: address.currency } : {}),
  };
}

function notifyParent(message: { type: 'studio:balance' } | { type: 'studio:lobby' }) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

function PlayPage({
  address,
  timing,
}: {
  address: Extract<StudioAddress, { page: 'play' }>;
  timing: Timing;
}) {
  const { t } = useTranslation('studio');
  const [session, setSession] = useState<StudioSession | null>(() =>
    address.launchToken ? storedSession(address.launchToken) : null,
  );
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const request = sessionRequest(address);

  useEffect(() => {
    if (session || !request) return;
    let live = true;
    studioApi.openSession(request).then(
      (opened) => {
        if (!live) return;
        if (address.launchToken) storeSession(address.launchToken, opened);
        setSession(opened);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one session per address and attempt
  }, [address.launchToken, address.demo, address.game, attempt]);

  if (!request) return <Fatal message={t('errors.noLaunch')} />;
  if (error) {
    const key = errorKey(error);
    return (
      <Fatal message={t(key === 'errors.sessionEnded' ? 'errors.launchUsed' : key)}>
        {key === 'errors.network' ? (
          <button
            type="button"
            className="studio-secondary"
            onClick={() => (setError(null), setAttempt((n) => n + 1))}
          >
            {t('retry')}
          </button>
        ) : null}
      </Fatal>
    );
  }
  if (!session)
    return (
      <div className="studio-fatal" role="status" data-testid="studio-loading">
        {t('loading')}
      </div>
    );
  return <GameScreen session={session} timing={timing} focusRound={address.round} />;
}

/** The screen of the session's kind of game. */
function GameScreen({
  session,
  timing,
  focusRound,
}: {
  session: StudioSession;
  timing: Timing;
  focusRound: string | null;
}) {
  const { t } = useTranslation('studio');
  const { game } = session;
  const props = { timing, focusRound, notify: notifyParent };
  switch (game.kind) {
    case 'slot':
      return <SlotScreen session={{ ...session, game }} {...props} />;
    case 'baccarat':
      return <BaccaratScreen session={{ ...session, game }} {...props} />;
    case 'crash':
      return <CrashScreen session={{ ...session, game }} {...props} />;
    case 'highcard':
      return <HighCardScreen session={{ ...session, game }} {...props} />;
    case 'bingo':
      return <BingoScreen session={{ ...session, game }} {...props} />;
    case 'event':
      return <EventScreen session={{ ...session, game }} focusRound={focusRound} notify={notifyParent} />;
    default: {
      // Every kind has its screen: a kind added to the contracts without one fails the typecheck here.
      const unknown: never = game;
      void unknown;
      return <Fatal message={t('errors.unknownGame')} />;
    }
  }
}

function Fatal({ message, children }: { message: string; children?: React.ReactNode }) {
  const { t } = useTranslation('studio');
  return (
    <div className="studio-fatal" role="alert" data-testid="studio-fatal">
      <p>{message}</p>
      {children}
      <button
        type="button"
        className="studio-secondary"
        onClick={() =>
          window.parent !== window ? notifyParent({ type: 'studio:lobby' }) : window.location.assign('/')
        }
      >
        {t('lobby')}
      </button>
    </div>
  );
}

/** The studio's games that are not slots, by code (and further listing), for their rules pages. */
const KIND_RULES: Record<string, () => React.ReactNode> = {
  baccarat: () => <BaccaratRules />,
  crash: () => <CrashRules />,
  'crash-arcade': () => <CrashRules />,
  'high-card': () => <HighCardRules />,
  'bingo-75': () => <BingoRules />,
  cockfight: () => <EventRules sport="cockfight" />,
  football: () => <EventRules sport="football" />,
};

/** A game's rules on a page of their own (linked from the catalogue and the help pages). */
function RulesPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation('studio');
  const kindRules = Object.hasOwn(KIND_RULES, gameId) ? KIND_RULES[gameId] : undefined;
  if (kindRules) return <div className="studio-rules-page">{kindRules()}</div>;
  const variant = slotVariants.find((v) => v.game.id === gameId);
  if (!variant) return <Fatal message={t('errors.unknownGame')} />;
  const game = findVariant(gameId, variant.id)!.game;
  return (
    <div className="studio-rules-page">
      <SymbolDefs />
      <Rules game={game} />
    </div>
  );
}

export function StudioApp({ address, timing }: { address: StudioAddress; timing: Timing }) {
  const { t } = useTranslation('studio');
  if (address.page === 'rules') return <RulesPage gameId={address.game} />;
  if (address.page === 'play') return <PlayPage address={address} timing={timing} />;
  return <Fatal message={t('errors.unknownGame')} />;
}
