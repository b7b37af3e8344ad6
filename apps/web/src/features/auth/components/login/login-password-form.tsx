import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsernameLoginBody } from '@suerte/contracts';
import { useForm } from '../../hooks/use-form';
import { useLoginSubmit } from '../../hooks/use-login-submit';
import { useSessionSuccess } from '../../hooks/use-session-success';
import { checkCaptcha, checkRequired } from '../../model/checks';
import type { Issue } from '../../model/issues';
import { readRememberedUsername, rememberUsername } from '../../model/remembered-login';
import { PasswordField, UsernameField } from '../form/account-fields';
import { CaptchaField } from '../form/captcha-field';
import { CheckboxField, FormAlert, SubmitButton } from '../form/form-parts';
import styles from '../auth.module.css';

type Field = 'username' | 'password' | 'captcha';
const FIELDS = ['username', 'password'] as const;

const check = (field: Field, values: Record<Field, string>): Issue | null => {
  if (field === 'captcha') return checkCaptcha(values.captcha);
  // The username counts trimmed; the password exactly as typed.
  if (field === 'password') return values.password === '' ? { key: 'required' } : null;
  return checkRequired(values.username);
};

/** Username and password (spec §5: both required, username trimmed); a captcha once the server asks for one. */
export function LoginPasswordForm() {
  const { t } = useTranslation('auth');
  const [remembered] = useState(readRememberedUsername);
  const [remember, setRemember] = useState(remembered !== null);
  const form = useForm<Field>({ username: remembered ?? '', password: '', captcha: '' }, check);
  const succeed = useSessionSuccess();
  const { formRef, formError, captcha, pending, submitWith } = useLoginSubmit<Field, UsernameLoginBody>(
    form,
    FIELDS,
    (response, body) => {
      rememberUsername(remember ? body.username : null);
      succeed(response, 'username', body.password);
    },
  );
  const onSubmit = submitWith(() => ({
    type: 'username',
    username: form.values.username.trim(),
    password: form.values.password,
  }));

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <UsernameField binding={form.bind('username')} autoFocus inputTestId="login-username" />
      <PasswordField
        binding={form.bind('password')}
        label={t('fields.password')}
        autoComplete="current-password"
        inputTestId="login-password"
      />
      {captcha ? (
        <CaptchaField binding={form.bind('captcha')} captcha={captcha} imageTestId="login-captcha" />
      ) : null}
      <CheckboxField
        name="remember"
        label={t('login.remember')}
        checked={remember}
        onChange={setRemember}
        testId="login-remember"
      />
      <SubmitButton pending={pending} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
