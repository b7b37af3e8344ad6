import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { DepositPanel } from './deposit-page';

/**
 * The deposit window of a trial account (isAgent 4): such an account cannot open the member centre, but it is a
 * demo account by nature and may top up play money. Loaded when the header's Deposit button asks for it.
 */
export default function TrialDepositDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Modal open onClose={onClose} title={t('deposit.title')} testId="trial-deposit">
      <DepositPanel />
    </Modal>
  );
}
