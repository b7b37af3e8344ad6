import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { AnnouncementBrowser } from './announcement-browser';

export interface AnnouncementModalProps {
  open: boolean;
  onClose: () => void;
}

/** The announcements window: title list with pagination and the chosen announcement's content. */
export function AnnouncementModal({ open, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation('announcements');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      width={880}
      height={700}
      testId="announcement-modal"
    >
      <AnnouncementBrowser />
    </Modal>
  );
}
