import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { startOnlineWatch, useOnlineState } from '../../lib/online-state';
import { AlertIcon, CheckIcon } from '../../components/ui/icons';
import styles from './offline-banner.module.css';

/** How long "Connected again" stays after the server answers again. */
export const BACK_ONLINE_NOTICE_MS = 2_500;

/** One light public call: any answer at all means the server is there again. */
const probeServer = () => api.call('GET /wps/system/status');

/**
 * What failed while the server was away is asked for again: onlineManager resumes paused queries and
 * refetches stale ones; queries that ended in an error (the header balance does not retry) are refetched here.
 */
function recover(client: QueryClient): void {
  void client.refetchQueries(
    { type: 'active', predicate: (query) => query.state.status === 'error' },
    { cancelRefetch: false },
  );
}

/**
 * The strip that says the server cannot be reached, mounted once by the app shell. It does not block the page
 * (what is on screen stays usable), checks the server gently by itself, offers to check now, and goes away
 * with a short "Connected again" once the server answers.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const reachable = useOnlineState((s) => s.reachable);
  const checking = useOnlineState((s) => s.checking);
  const watch = useRef<ReturnType<typeof startOnlineWatch> | null>(null);
  const [backNotice, setBackNotice] = useState(false);

  useEffect(() => {
    const started = startOnlineWatch({ probe: probeServer, onRecovered: () => recover(client) });
    watch.current = started;
    return () => started.stop();
  }, [client]);

  // "Connected again" shows for a moment after the server was away (subscribed, not derived in render).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useOnlineState.subscribe((state, prev) => {
      if (state.reachable === prev.reachable) return;
      clearTimeout(timer);
      setBackNotice(state.reachable);
      if (state.reachable) timer = setTimeout(() => setBackNotice(false), BACK_ONLINE_NOTICE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  if (reachable) {
    return backNotice ? (
      <div className={`${styles.banner} ${styles.back}`} role="status" data-testid="online-again">
        <CheckIcon size={18} />
        <span className={styles.title}>{t('offline.back')}</span>
      </div>
    ) : null;
  }
  return (
    <div className={styles.banner} role="status" aria-live="polite" data-testid="offline-banner">
      <AlertIcon size={18} className={styles.icon} />
      <div className={styles.text}>
        <span className={styles.title}>{t('offline.title')}</span>
        <span className={styles.body}>{t('offline.body')}</span>
      </div>
      <button
        type="button"
        className={styles.retry}
        onClick={() => watch.current?.checkNow()}
        disabled={checking}
        aria-busy={checking}
        data-testid="offline-retry"
      >
        {checking ? t('offline.checking') : t('offline.retry')}
      </button>
    </div>
  );
}
