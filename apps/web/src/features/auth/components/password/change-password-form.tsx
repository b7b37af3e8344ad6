import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { useToast } from '../../../../components/ui/toast';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { useSessionStore } from '../../../../lib/session-store';
import { changePassword } from '../../api/passwords';
import { logout } from '../../api/session';
import { useForm } from '../../hooks/use-form';
import { useSubmission } from '../../hooks/use-submission';
import { knownPassword, setKnownPassword } from '../../model/known-password';
import { PasswordField } from '../form/account-fields';
import { FormAlert, SubmitButton } from '../form/form-parts';
import { checkNewPasswordField, NewPasswordFields, type NewPasswordField } from './new-password-fields';
import styles from '../auth.module.css';

type Field = 'oldPassword' | NewPasswordField;

interface ChangePasswordFormProps {
  settings: RegisterSettingsResponse;
  reason: 'weak' | 'expired' | null;
}

/** Ends the session locally: the token goes, the member's data too; merchant and preferences stay. */
function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    setKnownPassword(null);
    useSessionStore.getState().setToken(null);
    queryClient.removeQueries({ queryKey: ['member'] });
    void navigate('/');
  };
}

/**
 * Old, new and confirmed password (spec §5); the old one is not asked for when the login just gave it.
 * Success ends every session of the member: log in again, from / (spec §4).
 */
export function ChangePasswordForm({ settings, reason }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const endSession = useEndSession();
  const [known] = useState(knownPassword);
  const fields: Field[] =
    known === null
      ? ['oldPassword', 'newPassword', 'confirmNewPassword']
      : ['newPassword', 'confirmNewPassword'];
  const initial = { oldPassword: known ?? '', newPassword: '', confirmNewPassword: '' };
  const form = useForm<Field>(initial, (field, values) =>
    field === 'oldPassword'
      ? values.oldPassword === ''
        ? { key: 'required' }
        : null
      : checkNewPasswordField(settings.rules.password, field, values),
  );
  const { formRef, formError, accept, fail } = useSubmission(form);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      endSession();
      toast.show(t('change.done'), 'success');
      useAuthModal.getState().show('login');
    },
    onError: (error) => fail(error, fields),
  });

  const onLogout = () => {
    void logout().catch(() => undefined);
    endSession();
    useAuthModal.getState().close();
  };

  const onSubmit = (event: FormEvent) => {
    if (!accept(event, fields)) return;
    change.mutate({ ...form.values });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      {reason ? (
        <p className={styles.reason} data-testid="change-password-reason">
          {t(`change.${reason}`)}
        </p>
      ) : null}
      <FormAlert message={formError} />
      {known === null ? (
        <PasswordField
          binding={form.bind('oldPassword')}
          label={t('fields.oldPassword')}
          autoComplete="current-password"
          autoFocus
          inputTestId="old-password"
        />
      ) : null}
      <NewPasswordFields form={form} autoFocus={known !== null} />
      <SubmitButton pending={change.isPending} testId="change-password-submit">
        {t('change.submit')}
      </SubmitButton>
      {reason ? (
        <button type="button" className="ui-button" onClick={onLogout} data-testid="change-password-logout">
          {t('change.logout')}
        </button>
      ) : null}
    </form>
  );
}
