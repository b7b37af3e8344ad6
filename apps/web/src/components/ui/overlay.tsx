import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap';
import { CloseIcon } from './icons';
import styles from './overlay.module.css';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}

function OverlayFrame({ onClose, title, children, testId }: Omit<OverlayProps, 'open'>) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, onClose);
  return (
    <div
      ref={ref}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid={testId}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className="ui-icon-button" onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

/**
 * A full-screen layer (member and agent centre, spec §2) in a portal: a dialog for assistive technology,
 * Escape closes it, focus stays inside while open and returns where it was afterwards. Modals opened from
 * inside stack above it.
 */
export function Overlay({ open, ...rest }: OverlayProps) {
  if (!open) return null;
  return createPortal(<OverlayFrame {...rest} />, document.body);
}
