import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { resetPassword } from '../../api/passwords';
import { focusField, useForm } from '../../hooks/use-form';
import { serverOutcome } from '../../model/server-errors';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewPasswordField>({ newPassword: '', confirmNewPassword: '' }, (field, values) =>
    checkNewPasswordField(settings.rules.password, field, values),
  );
  const reset = useMutation({
    mutationFn: resetPassword,
    onError: (error) => {
      const outcome = serverOutcome(error, FIELDS, t);
      form.showIssues(outcome.fields);
      setFormError(outcome.form);
    },
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
    event.preventDefault();
    const bad = form.validate(FIELDS);
    if (bad) return focusField(formRef.current, bad);
    setFormError(null);
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
