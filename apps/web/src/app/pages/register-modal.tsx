import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal';
import { InfoIcon } from '../../components/ui/icons';

/** Registration is not open yet: the modal says so plainly instead of showing a form that cannot work. */
export default function RegisterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('pages:register.title')}
      testId="register-modal"
      footer={
        <button type="button" className="ui-button ui-button--primary" onClick={onClose}>
          {t('common:close')}
        </button>
      }
    >
      <div className="notice-block">
        <InfoIcon size={28} />
        <div>
          <p className="notice-block__title">{t('pages:register.soonTitle')}</p>
          <p>{t('pages:register.soonText')}</p>
          <p>
            <Link to="/help#faq-account">{t('pages:register.helpLink')}</Link>
          </p>
        </div>
      </div>
    </Modal>
  );
}
