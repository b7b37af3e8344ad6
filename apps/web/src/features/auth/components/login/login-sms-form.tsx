import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { useForm } from '../../hooks/use-form';
import { useLoginSubmit } from '../../hooks/use-login-submit';
import { useSessionSuccess } from '../../hooks/use-session-success';
import { checkCaptcha, checkCode, checkMobile } from '../../model/checks';
import { PhoneSmsFields, phoneAndCode } from '../form/phone-sms-fields';
import { CaptchaField } from '../form/captcha-field';
import { FormAlert, SubmitButton } from '../form/form-parts';
import styles from '../auth.module.css';

type Field = 'mobileNum' | 'verificationCode' | 'captcha';
const FIELDS = ['mobileNum', 'verificationCode'] as const;

/** Mobile number and SMS code (spec §5: a valid mobile and a code); a captcha once the server asks for one. */
export function LoginSmsForm({ settings }: { settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const { limits } = settings;
  const form = useForm<Field>({ mobileNum: '', verificationCode: '', captcha: '' }, (field, values) => {
    if (field === 'mobileNum') return checkMobile(values.mobileNum, limits);
    return field === 'captcha' ? checkCaptcha(values.captcha) : checkCode(values.verificationCode);
  });
  const succeed = useSessionSuccess();
  const { formRef, formError, captcha, pending, submitWith } = useLoginSubmit(
    form,
    FIELDS,
    (response) => void succeed(response, 'sms'),
    limits,
  );
  const onSubmit = submitWith(() => ({
    type: 'sms',
    ...phoneAndCode(form.values, limits.countryDialingCode),
  }));

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <PhoneSmsFields
        form={form}
        formRef={formRef}
        settings={settings}
        purpose="login"
        phoneTestId="login-mobile"
      />
      {captcha ? (
        <CaptchaField binding={form.bind('captcha')} captcha={captcha} imageTestId="login-captcha" />
      ) : null}
      <SubmitButton pending={pending} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
