import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { HelpCenterView } from './help-center-view';

export interface HelpCenterModalProps {
  open: boolean;
  onClose: () => void;
  /** The topic from the URL hash (e.g. "deposit" for /help#deposit); null shows the first topic. */
  topic: string | null;
}

/** The help centre over the home page (route /help). Choosing a topic updates the URL hash. */
export function HelpCenterModal({ open, onClose, topic }: HelpCenterModalProps) {
  const { t } = useTranslation('help');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      width={900}
      height={600}
      testId="help-center-modal"
    >
      <HelpCenterView topic={topic} />
    </Modal>
  );
}
