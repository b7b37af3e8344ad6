import { useTranslation } from 'react-i18next';
import styles from './payments.module.css';

const TONE: Record<string, 'ok' | 'wait' | 'bad'> = {
  pending: 'wait',
  approved: 'wait',
  disbursed: 'wait',
  partially_received: 'wait',
  received: 'ok',
  all_received: 'ok',
  not_received: 'bad',
  rejected: 'bad',
  paying: 'wait',
  paid: 'ok',
  failed: 'bad',
  expired: 'bad',
};

/** The status of a deposit or withdrawal request, in words and colour. */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={styles.status} data-tone={TONE[status]} data-testid={testId}>
      {t(`payments.status.${status}`)}
    </span>
  );
}
