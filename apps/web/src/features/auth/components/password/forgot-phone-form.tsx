import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { forgotByPhone, type ForgotByPhoneBody } from '../../api/passwords';
import { focusField, useForm } from '../../hooks/use-form';
import { checkCode, checkMobile } from '../../model/checks';
import { serverOutcome } from '../../model/server-errors';
import { PhoneField } from '../form/phone-field';
import { SmsCodeField } from '../form/sms-code-field';
import { FormAlert, FormNotice, SubmitButton } from '../form/form-parts';
import { checkNewPasswordField, NewPasswordFields, type NewPasswordField } from './new-password-fields';
import styles from '../auth.module.css';

type Field = 'mobileNum' | 'verificationCode' | NewPasswordField;
const FIELDS: Field[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/** Spec §5 "By phone": mobile, SMS code and the new password; then the member logs in with it. */
export function ForgotPhoneForm({ settings }: { settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const show = useAuthModal((s) => s.show);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { limits, rules } = settings;
  const initial = { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' };
  const form = useForm<Field>(initial, (field, values) => {
    if (field === 'mobileNum') return checkMobile(values.mobileNum, limits);
    if (field === 'verificationCode') return checkCode(values.verificationCode);
    return checkNewPasswordField(rules.password, field, values);
  });
  const reset = useMutation({
    mutationFn: forgotByPhone,
    onError: (error) => {
      const outcome = serverOutcome(error, FIELDS, t, settings.limits);
      form.showIssues(outcome.fields);
      setFormError(outcome.form);
    },
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

  const smsTarget = () => {
    if (!form.checkOne('mobileNum')) {
      focusField(formRef.current, 'mobileNum');
      return null;
    }
    return { mobileNum: form.values.mobileNum.trim(), countryDialingCode: limits.countryDialingCode };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bad = form.validate(FIELDS);
    if (bad) return focusField(formRef.current, bad);
    setFormError(null);
    const { mobileNum, verificationCode, newPassword, confirmNewPassword } = form.values;
    const body: ForgotByPhoneBody = {
      mobileNum: mobileNum.trim(),
      countryDialingCode: limits.countryDialingCode,
      verificationCode: verificationCode.trim(),
      newPassword,
      confirmNewPassword,
    };
    reset.mutate(body);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <PhoneField binding={form.bind('mobileNum')} settings={settings} autoFocus />
      <SmsCodeField binding={form.bind('verificationCode')} purpose="forgot" target={smsTarget} />
      <NewPasswordFields form={form} />
      <SubmitButton pending={reset.isPending} testId="forgot-phone-submit">
        {t('forgot.phoneSubmit')}
      </SubmitButton>
    </form>
  );
}
