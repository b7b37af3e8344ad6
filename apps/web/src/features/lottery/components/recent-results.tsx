import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { vnLotteryPath } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session-store';
import { recentQuery } from '../api/lottery-api';
import { formatDrawTime } from '../model/time';
import styles from './lottery.module.css';

/** The newest results of every game (recentCount 100); members only (spec §6). */
export function RecentResults() {
  const { t } = useTranslation('lottery');
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const language = useSessionStore((s) => s.language);
  const recent = useQuery(recentQuery(token, language));
  if (!token) {
    return (
      <div className={styles.gate} data-testid="recent-login">
        <p>{t('recent.loginNeeded')}</p>
        <button
          type="button"
          className="ui-button ui-button--primary"
          onClick={() => useAuthModal.getState().show('login')}
        >
          {t('recent.login')}
        </button>
      </div>
    );
  }
  if (recent.isPending) return <Loading />;
  if (recent.isError) return <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />;
  if (recent.data.list.length === 0) return <EmptyState message={t('recent.empty')} />;
  return (
    <ul className={styles.recentList} data-testid="recent-results">
      {recent.data.list.map((draw) => (
        <li key={`${draw.gameCode}-${draw.numero}`}>
          <button
            type="button"
            className={styles.recentRow}
            onClick={() => void navigate(vnLotteryPath(draw.gameCode))}
          >
            <span className={styles.recentName}>
              {draw.gameName}
              {draw.demo ? <span className={styles.demo}>{t('demo')}</span> : null}
            </span>
            <span className={styles.muted}>
              {draw.numero} · {formatDrawTime(draw.drawTime, language)}
            </span>
            <span className={styles.winning}>{draw.winningNumber || '—'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
