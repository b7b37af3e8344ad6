import { useTranslation } from 'react-i18next';
import type { RegisterRule } from '@suerte/contracts/core';
import type { Form } from '../../hooks/use-form';
import { checkConfirmation, checkNewPassword } from '../../model/checks';
import type { Issue } from '../../model/issues';
import { PasswordField } from '../form/account-fields';

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/** Spec §5: the new password meets the merchant's password rule; the confirmation equals it. */
export function checkNewPasswordField(
  rule: RegisterRule,
  field: NewPasswordField,
  values: Record<NewPasswordField, string>,
): Issue | null {
  return field === 'newPassword'
    ? checkNewPassword(rule, values.newPassword)
    : checkConfirmation(values.confirmNewPassword, values.newPassword);
}

/** The new password and its confirmation. */
export function NewPasswordFields<F extends string>({
  form,
  autoFocus = false,
}: {
  form: Form<F | NewPasswordField>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        binding={form.bind('newPassword')}
        label={t('fields.newPassword')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        inputTestId="new-password"
      />
      <PasswordField
        binding={form.bind('confirmNewPassword')}
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        inputTestId="confirm-new-password"
      />
    </>
  );
}
