import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../features/auth/components/password/reset-password-form';
import { PageShell } from './page-shell';

/** /reset-password?token=…: the new-password form a forgot-password email links to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <PageShell title={t('reset.title')} lead={t('reset.lead')} testId="page-resetPassword">
      <ResetPasswordForm token={params.get('token')} />
    </PageShell>
  );
}
