import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { forgotByPhone } from '../../api/passwords';
import { useForm } from '../../hooks/use-form';
import { useSubmission } from '../../hooks/use-submission';
import { checkCode, checkMobile } from '../../model/checks';
import { PhoneSmsFields, phoneAndCode } from '../form/phone-sms-fields';
import { FormAlert, FormNotice, SubmitButton } from '../form/form-parts';
import { checkNewPasswordField, NewPasswordFields, type NewPasswordField } from './new-password-fields';
import styles from '../auth.module.css';

type Field = 'mobileNum' | 'verificationCode' | NewPasswordField;
const FIELDS: Field[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/** Spec §5 "By phone": mobile, SMS code and the new password; then the member logs in with it. */
export function ForgotPhoneForm({ settings }: { settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const show = useAuthModal((s) => s.show);
  const { limits, rules } = settings;
  const initial = { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' };
  const form = useForm<Field>(initial, (field, values) => {
    if (field === 'mobileNum') return checkMobile(values.mobileNum, limits);
    if (field === 'verificationCode') return checkCode(values.verificationCode);
    return checkNewPasswordField(rules.password, field, values);
  });
  const { formRef, formError, accept, fail } = useSubmission(form, limits);
  const reset = useMutation({
    mutationFn: forgotByPhone,
    onError: (error) => fail(error, FIELDS),
  });

  if (reset.isSuccess)
    return (
      <FormNotice
        testId="forgot-phone-done"
        action={
          <button type="button" className="ui-button ui-button--primary" onClick={() => show('login')}>
            {t('login.submit')}
          </button>
        }
      >
        {t('forgot.phoneDone')}
      </FormNotice>
    );

  const onSubmit = (event: FormEvent) => {
    if (!accept(event, FIELDS)) return;
    const { newPassword, confirmNewPassword } = form.values;
    reset.mutate({
      ...phoneAndCode(form.values, limits.countryDialingCode),
      newPassword,
      confirmNewPassword,
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <PhoneSmsFields form={form} formRef={formRef} settings={settings} purpose="forgot" />
      <NewPasswordFields form={form} />
      <SubmitButton pending={reset.isPending} testId="forgot-phone-submit">
        {t('forgot.phoneSubmit')}
      </SubmitButton>
    </form>
  );
}
