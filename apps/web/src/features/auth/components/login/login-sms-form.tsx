import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginBody, RegisterSettingsResponse } from '@suerte/contracts';
import { login } from '../../api/session';
import { useCaptcha } from '../../hooks/use-captcha';
import { focusField, useForm } from '../../hooks/use-form';
import { useSessionSuccess } from '../../hooks/use-session-success';
import { checkCaptcha, checkCode, checkMobile } from '../../model/checks';
import { captchaRequiredAfter } from '../../model/login-failure';
import { serverOutcome } from '../../model/server-errors';
import { PhoneField } from '../form/phone-field';
import { SmsCodeField } from '../form/sms-code-field';
import { CaptchaField } from '../form/captcha-field';
import { FormAlert, SubmitButton } from '../form/form-parts';
import styles from '../auth.module.css';

type Field = 'mobileNum' | 'verificationCode' | 'captcha';

/** Mobile number and SMS code (spec §5: a valid mobile and a code); a captcha once the server asks for one. */
export function LoginSmsForm({ settings }: { settings: RegisterSettingsResponse }) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { limits } = settings;
  const form = useForm<Field>({ mobileNum: '', verificationCode: '', captcha: '' }, (field, values) => {
    if (field === 'mobileNum') return checkMobile(values.mobileNum, limits);
    return field === 'captcha' ? checkCaptcha(values.captcha) : checkCode(values.verificationCode);
  });
  const captcha = useCaptcha(captchaShown);
  const succeed = useSessionSuccess();
  const fields: Field[] = ['mobileNum', 'verificationCode', ...(captchaShown ? ['captcha' as const] : [])];

  const submit = useMutation({
    mutationFn: login,
    onSuccess: (response) => void succeed(response, 'sms'),
    onError: (error) => {
      form.set('captcha', '');
      if (captchaShown) captcha.reload();
      else if (captchaRequiredAfter(error)) setCaptchaShown(true);
      const outcome = serverOutcome(error, fields, t, settings.limits);
      form.showIssues(outcome.fields);
      setFormError(outcome.form);
    },
  });

  const smsTarget = () => {
    if (!form.checkOne('mobileNum')) {
      focusField(formRef.current, 'mobileNum');
      return null;
    }
    return { mobileNum: form.values.mobileNum.trim(), countryDialingCode: limits.countryDialingCode };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bad = form.validate(fields);
    if (bad) return focusField(formRef.current, bad);
    setFormError(null);
    const { mobileNum, verificationCode, captcha: answer } = form.values;
    const body: LoginBody = {
      type: 'sms',
      mobileNum: mobileNum.trim(),
      countryDialingCode: limits.countryDialingCode,
      verificationCode: verificationCode.trim(),
    };
    if (captchaShown && captcha.captcha)
      Object.assign(body, { captcha: answer.trim(), captchaId: captcha.captcha.captchaId });
    submit.mutate(body);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <PhoneField binding={form.bind('mobileNum')} settings={settings} autoFocus inputTestId="login-mobile" />
      <SmsCodeField binding={form.bind('verificationCode')} purpose="login" target={smsTarget} />
      {captchaShown ? (
        <CaptchaField binding={form.bind('captcha')} captcha={captcha} imageTestId="login-captcha" />
      ) : null}
      <SubmitButton pending={submit.isPending} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
