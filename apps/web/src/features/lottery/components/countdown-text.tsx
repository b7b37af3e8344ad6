import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../model/countdown';
import { useNow } from '../hooks/use-countdown';

/** Time left until betting closes (epoch ms), ticking every 500 ms; '--:--:--' when unknown or closed. */
export function CountdownText({ closesAt, onSale }: { closesAt: number | null; onSale: boolean }) {
  const { t } = useTranslation('lottery');
  const now = useNow();
  const text = formatCountdown(closesAt === null ? null : closesAt - now, onSale);
  return (
    <time
      className="lottery-countdown"
      aria-label={t('countdown.label', { time: text })}
      data-testid="countdown"
    >
      {text}
    </time>
  );
}

/** When betting closes, in epoch ms: the answer's time plus remainTime minus lockTime (both in seconds). */
export function closesAtFrom(receivedAt: number, remainTime: number, lockTime: number, isSale: boolean) {
  if (!isSale) return null;
  return receivedAt + (remainTime - lockTime) * 1_000;
}
