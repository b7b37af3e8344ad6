import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { useQueryClient } from '@tanstack/react-query';
import { launchLobby, popularQuery } from '../api/lottery-api';
import styles from './lottery.module.css';

/** Only a same-origin path is followed ("/vnlottery?code=…"); anything else goes to the lottery list. */
export function safeGameUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? url : '/elott';
}

/**
 * /lottery?gameCode=&playType= (the lottery screen): opens the game through the lottery lobby launch
 * (spec §7, value.gameUrl), keeping the play type; without a game code, the first popular game (header LOTT).
 * Entering a lottery needs login (spec §6).
 */
export function LotteryLaunch({ gameCode, playType }: { gameCode: string | null; playType: string | null }) {
  const { t } = useTranslation('lottery');
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const merchant = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    (async () => {
      let code = gameCode;
      if (!code) code = (await client.fetchQuery(popularQuery(merchant, language))).list[0]?.gameCode ?? null;
      const { gameUrl } = await launchLobby(
        code ? { lottoGameCode: code, lottoView: 'betting', backUrl: '/elott' } : { lottoView: 'lobby' },
      );
      const target = safeGameUrl(gameUrl);
      const withPlay =
        playType && target.startsWith('/vnlottery')
          ? `${target}&playType=${encodeURIComponent(playType)}`
          : target;
      if (live) void navigate(withPlay, { replace: true });
    })().catch((err: unknown) => live && setError(err));
    return () => {
      live = false;
    };
  }, [token, gameCode, playType, merchant, language, client, navigate, attempt]);

  if (!token) {
    return (
      <div className={styles.gate} data-testid="lottery-login">
        <p>{t('game.loginNeeded')}</p>
        <button
          type="button"
          className="ui-button ui-button--primary"
          onClick={() => useAuthModal.getState().show('login')}
        >
          {t('recent.login')}
        </button>
        <Link to="/elott">{t('game.backToList')}</Link>
      </div>
    );
  }
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <Loading label={t('launch.opening')} />;
}
