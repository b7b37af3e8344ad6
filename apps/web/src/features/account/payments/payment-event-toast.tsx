import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { usePaymentEvents } from './payment-events';

/** Tells the member, as a notice, when one of their withdrawals is paid out or failed (the member event). */
export function PaymentEventToast() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const event = usePaymentEvents((s) => s.last);
  const shown = useRef(event?.id ?? null);
  useEffect(() => {
    if (!event || event.id === shown.current || event.payment !== 'withdrawal') return;
    shown.current = event.id;
    if (event.status === 'paid')
      toast.show(t('payments.withdraw.paidNotice', { id: event.paymentId }), 'success');
    else if (event.status === 'failed')
      toast.show(t('payments.withdraw.failedNotice', { id: event.paymentId }), 'warning');
  }, [event, toast, t]);
  return null;
}
