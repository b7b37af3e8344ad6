import type { ReactNode } from 'react';
import { InfoIcon } from '../../../components/ui/icons';
import depositStyles from './deposit.module.css';
import styles from './wallet.module.css';

/** Why a money form is not here (yet), said plainly under a title, with what the member can do instead. */
export function NoticeBox({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.notice} data-testid={testId}>
      <InfoIcon size={28} />
      <div>
        <p className={depositStyles.unavailableTitle}>{title}</p>
        {children}
      </div>
    </div>
  );
}
