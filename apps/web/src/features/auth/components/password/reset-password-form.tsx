import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { resetPassword } from '../../api/passwords';
import { useForm } from '../../hooks/use-form';
import { useSubmission } from '../../hooks/use-submission';
import { FormAlert, FormNotice, SubmitButton } from '../form/form-parts';
import { WithSettings } from '../form/with-settings';
import { checkNewPasswordField, NewPasswordFields, type NewPasswordField } from './new-password-fields';
import styles from '../auth.module.css';

const FIELDS: NewPasswordField[] = ['newPassword', 'confirmNewPassword'];

/** The new-password form of a reset link (/reset-password?token=…); then the member logs in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  if (!token) return <FormAlert message={t('reset.missingToken')} />;
  return <WithSettings>{(settings) => <ResetForm token={token} settings={settings} />}</WithSettings>;
}

function ResetForm({ token, settings }: { token: string; settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<NewPasswordField>({ newPassword: '', confirmNewPassword: '' }, (field, values) =>
    checkNewPasswordField(settings.rules.password, field, values),
  );
  const { formRef, formError, accept, fail } = useSubmission(form);
  const reset = useMutation({
    mutationFn: resetPassword,
    onError: (error) => fail(error, FIELDS),
  });

  const logIn = () => {
    void navigate('/', { replace: true });
    useAuthModal.getState().show('login');
  };

  if (reset.isSuccess)
    return (
      <FormNotice
        testId="reset-password-done"
        action={
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={logIn}
            data-testid="reset-password-login"
          >
            {t('reset.login')}
          </button>
        }
      >
        {t('reset.done')}
      </FormNotice>
    );

  const onSubmit = (event: FormEvent) => {
    if (!accept(event, FIELDS)) return;
    reset.mutate({ token, ...form.values });
  };

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${styles.page}`}
      onSubmit={onSubmit}
      noValidate
      data-testid="reset-password-form"
    >
      <FormAlert message={formError} />
      <NewPasswordFields form={form} autoFocus />
      <SubmitButton pending={reset.isPending} testId="reset-password-submit">
        {t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
