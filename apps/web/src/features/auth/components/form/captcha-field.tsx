import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../hooks/use-captcha';
import type { FieldBinding } from '../../hooks/use-form';
import { TextField } from './text-field';
import styles from '../auth.module.css';

interface CaptchaFieldProps {
  binding: FieldBinding<string>;
  captcha: Captcha;
  imageTestId: string;
  testId?: string;
}

const RefreshIcon = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M21 12a9 9 0 1 1-2.64-6.36M21 4v5h-5" />
  </svg>
);

/** The captcha answer with its image; the refresh button waits a second after each image (spec §5). */
export function CaptchaField({ binding, captcha, imageTestId, testId }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        {...binding}
        label={t('fields.captcha')}
        required
        autoComplete="off"
        maxLength={16}
        inputTestId="captcha-input"
        testId={testId}
        after={
          <>
            {captcha.captcha ? (
              <img
                src={captcha.captcha.image}
                alt={t('captcha.image')}
                className={styles.captchaImage}
                data-testid={imageTestId}
              />
            ) : (
              <span className={styles.captchaImage} aria-hidden="true" />
            )}
            <button
              type="button"
              className="ui-icon-button"
              onClick={captcha.reload}
              disabled={captcha.cooling || captcha.loading}
              aria-label={t('captcha.refresh')}
              data-testid="captcha-refresh"
            >
              <RefreshIcon />
            </button>
          </>
        }
      />
      {captcha.error ? (
        <p className={styles.error} role="alert">
          {t('captcha.error')}
        </p>
      ) : null}
    </>
  );
}
