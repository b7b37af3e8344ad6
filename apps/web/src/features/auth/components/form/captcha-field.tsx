import { useTranslation } from 'react-i18next';
import { ReloadIcon } from '../../../../components/ui/icons';
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
              <ReloadIcon size={18} />
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
