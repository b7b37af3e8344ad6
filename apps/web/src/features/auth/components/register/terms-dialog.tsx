import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal';
import styles from '../auth.module.css';

interface TermsDialogProps {
  terms: string;
  onClose: () => void;
  /** "I agree": ticks the agreement and closes. */
  onAgree: () => void;
}

/** The terms popup (spec §2): the merchant's terms in the visitor's language, over the register dialog. */
export function TermsDialog({ terms, onClose, onAgree }: TermsDialogProps) {
  const { t } = useTranslation('auth');
  const paragraphs = terms.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('register.termsTitle')}
      width={560}
      testId="terms-modal"
      footer={
        <div className={styles.termsActions}>
          <button type="button" className="ui-button" onClick={onClose}>
            {t('common:close')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={onAgree}
            data-testid="terms-agree"
          >
            {t('register.termsAgree')}
          </button>
        </div>
      }
    >
      <div className={styles.terms} data-testid="terms-text">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </Modal>
  );
}
