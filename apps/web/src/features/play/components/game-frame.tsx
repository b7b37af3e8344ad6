import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game, LaunchGameAnswer } from '@suerte/contracts';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { fetchLaunch, frameAddress, gamePagePath } from '../../../lib/launch/launch-game';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import styles from './game-frame.module.css';

/** Messages the game inside the frame sends its page (same origin only). */
export type FrameMessage = { type: 'studio:lobby' } | { type: 'studio:balance' };

function isFrameMessage(data: unknown): data is FrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    ((data as { type?: unknown }).type === 'studio:lobby' ||
      (data as { type?: unknown }).type === 'studio:balance')
  );
}

const MAINTENANCE_CODES = new Set(['GAME_MAINTENANCE', 'MAINTENANCE']);

function alternativesOf(error: unknown): Game[] {
  if (!(error instanceof ApiError) || !MAINTENANCE_CODES.has(error.code)) return [];
  const value = error.value as { alternatives?: unknown } | null;
  return Array.isArray(value?.alternatives) ? (value.alternatives as Game[]) : [];
}

/** "Game under maintenance" with games of the same category to play instead (spec §8). */
function Maintenance({ error }: { error: ApiError }) {
  const { t } = useTranslation('play');
  const alternatives = alternativesOf(error);
  return (
    <div className={styles.notice} role="alert" data-testid="game-maintenance">
      <p className={styles.noticeTitle}>{t('frame.maintenance')}</p>
      {alternatives.length > 0 ? (
        <>
          <p>{t('frame.alternatives')}</p>
          <ul className={styles.alternatives}>
            {alternatives.map((game) => (
              <li key={`${game.vassalage}/${game.nodeId}`}>
                <Link className="ui-button" to={gamePagePath(game)}>
                  {game.gameName}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The full-frame game page (spec §4, `/seamless`-style): no left menu (the header's menu button opens it), a
 * way back to the lobby, and the game in an iframe served from our own origin. Each visit asks for a new launch
 * address (launch tokens are single use); a live table's launch may arrive already issued.
 */
export default function GameFrame() {
  const { t, i18n } = useTranslation('play');
  const { nodeId = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const vendor = search.get('vendor') ?? '';
  const trial = search.get('trial') === '1';
  const issued = (location.state as { launch?: LaunchGameAnswer } | null)?.launch;
  const [attempt, setAttempt] = useState(0);
  const mustLogin = !trial && !token;

  const launch = useQuery({
    queryKey: ['launch', nodeId, vendor, trial, token, i18n.language, attempt],
    queryFn: ({ signal }) =>
      fetchLaunch({
        game: { nodeId, vassalage: vendor },
        trial,
        language: i18n.language,
        backUrl: location.pathname,
        signal,
      }),
    enabled: !issued && !mustLogin && nodeId !== '',
    initialData: issued,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const leave = () => {
    // Back where the player came from inside the portal; the home page when the game was opened directly.
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isFrameMessage(event.data)) return;
      if (event.data.type === 'studio:balance')
        void queryClient.invalidateQueries({ queryKey: ['member', 'balance'] });
      else if (location.key !== 'default') void navigate(-1);
      else void navigate('/');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient, navigate, location.key]);

  const answer = launch.data;
  const redirect = answer?.openMode === 'REDIRECT';
  useEffect(() => {
    if (answer && redirect) window.location.assign(answer.content);
  }, [answer, redirect]);
  const address =
    answer && !redirect
      ? frameAddress(answer.content, window.location.origin, {
          language: i18n.language,
          round: search.get('round'),
        })
      : null;

  let stage;
  if (mustLogin) {
    stage = (
      <div className={styles.notice} data-testid="game-login">
        <p>{t('frame.login')}</p>
        <button
          type="button"
          className="ui-button ui-button--primary"
          onClick={() => useAuthModal.getState().show('login')}
        >
          {t('frame.loginButton')}
        </button>
      </div>
    );
  } else if (launch.isError) {
    const error = launch.error;
    stage =
      error instanceof ApiError && MAINTENANCE_CODES.has(error.code) ? (
        <Maintenance error={error} />
      ) : (
        <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />
      );
  } else if (!answer) {
    stage = <Loading label={t('frame.loading')} />;
  } else if (redirect) {
    stage = <Loading label={t('frame.redirecting')} />;
  } else if (!address) {
    stage = (
      <div className={styles.notice} role="alert">
        <p>{t('frame.badAddress')}</p>
      </div>
    );
  } else {
    stage = (
      <iframe
        key={address}
        className={styles.iframe}
        src={address}
        title={t('frame.iframeTitle')}
        allow="fullscreen; autoplay"
        data-testid="game-iframe"
      />
    );
  }

  return (
    <section className={styles.page} data-testid="game-frame" aria-label={t('frame.iframeTitle')}>
      <div className={styles.bar}>
        <button type="button" className={`ui-button ${styles.back}`} onClick={leave} data-testid="game-back">
          <span aria-hidden="true">‹</span> {t('frame.back')}
        </button>
        {trial ? <span className={styles.badge}>{t('frame.trial')}</span> : null}
        {address ? (
          <button
            type="button"
            className={`ui-button ${styles.reload}`}
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('frame.reload')}
          </button>
        ) : null}
      </div>
      <div className={styles.stage}>{stage}</div>
    </section>
  );
}
