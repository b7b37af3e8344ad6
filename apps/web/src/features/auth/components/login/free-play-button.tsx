import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/ui/toast';
import { freePlayLogin } from '../../api/session';
import { useSessionSuccess } from '../../hooks/use-session-success';
import { failureText } from '../../model/server-errors';
import styles from '../auth.module.css';

/** Opens a demo session (spec §1 "free play"): a non-real account to try the games. */
export function FreePlayButton() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const succeed = useSessionSuccess();
  const start = useMutation({
    mutationFn: freePlayLogin,
    onSuccess: (response) => void succeed(response, 'freePlay'),
    onError: (error) => toast.show(failureText(error, t), 'error'),
  });
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => start.mutate()}
      disabled={start.isPending}
      aria-busy={start.isPending || undefined}
      title={t('login.freePlayHint')}
      data-testid="login-free-play"
    >
      {t('login.freePlay')}
    </button>
  );
}
