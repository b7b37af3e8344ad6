import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_MAX_LENGTH } from '@suerte/contracts/core';
import type { SmsSentResponse } from '@suerte/contracts';
import { useToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { sendSmsCode, type SmsPurpose, type SmsTarget } from '../../api/sms';
import type { FieldBinding } from '../../hooks/use-form';
import { useSmsCountdown } from '../../hooks/use-sms-countdown';
import { failureText } from '../../model/server-errors';
import { TextField } from './text-field';
import styles from '../auth.module.css';

interface SmsCodeFieldProps {
  binding: FieldBinding<string>;
  purpose: SmsPurpose;
  /** Where to send the code; null when the mobile number is not valid (its field then says why). */
  target: () => SmsTarget | null;
  testId?: string;
}

function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') return null;
  const seconds = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 && seconds <= 3600 ? seconds : null;
}

/**
 * The SMS code with its send button. After sending, the button counts down the resend interval, then offers to
 * resend; below the field, the code's own expiry counts down — the code's expiry time for registration and
 * recovery, the given minutes for login (spec §9).
 */
export function SmsCodeField({ binding, purpose, target, testId }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const countdown = useSmsCountdown();
  const send = useMutation({
    mutationFn: (to: SmsTarget) => sendSmsCode(purpose, to),
    onSuccess: (sent: SmsSentResponse) => {
      countdown.startUntil(
        purpose === 'login' ? Date.now() + sent.expiredMinutes * 60_000 : sent.expirationTime,
        sent.resendAfterSeconds,
      );
      toast.show(t('sms.sent'), 'success');
    },
    onError: (error) => {
      // Asked again too soon (another tab, a reload): count down what the server says is left.
      const wait = retryAfterSeconds(error);
      if (wait) countdown.waitSeconds(wait);
      toast.show(failureText(error, t), 'warning');
    },
  });

  const onSend = () => {
    const to = target();
    if (to) send.mutate(to);
  };
  const counting = countdown.seconds > 0;
  const label = send.isPending
    ? t('sms.sending')
    : counting
      ? t('sms.countdown', { seconds: countdown.seconds })
      : t(countdown.sent ? 'sms.resend' : 'sms.send');

  return (
    <TextField
      {...binding}
      label={t('fields.verificationCode')}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      testId={testId}
      hint={countdown.expirySeconds > 0 ? t('sms.expiresIn', { time: clock(countdown.expirySeconds) }) : null}
      after={
        <button
          type="button"
          className={`ui-button ${styles.sideButton}`}
          onClick={onSend}
          disabled={send.isPending || counting}
          data-testid="sms-send"
        >
          {label}
        </button>
      }
    />
  );
}

/** Seconds as m:ss. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
