import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@suerte/contracts';
import { login } from '../../api/session';
import { useCaptcha } from '../../hooks/use-captcha';
import { focusField, useForm } from '../../hooks/use-form';
import { useSessionSuccess } from '../../hooks/use-session-success';
import { checkCaptcha, checkRequired } from '../../model/checks';
import type { Issue } from '../../model/issues';
import { readRememberedUsername, rememberUsername } from '../../model/remembered-login';
import { serverOutcome } from '../../model/server-errors';
import { captchaRequiredAfter } from '../../model/login-failure';
import { TextField } from '../form/text-field';
import { CaptchaField } from '../form/captcha-field';
import { CheckboxField, FormAlert, SubmitButton } from '../form/form-parts';
import styles from '../auth.module.css';

type Field = 'username' | 'password' | 'captcha';

const check = (field: Field, values: Record<Field, string>): Issue | null => {
  if (field === 'captcha') return checkCaptcha(values.captcha);
  // The username counts trimmed; the password exactly as typed.
  if (field === 'password') return values.password === '' ? { key: 'required' } : null;
  return checkRequired(values.username);
};

/** Username and password (spec §5: both required, username trimmed); a captcha once the server asks for one. */
export function LoginPasswordForm() {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [remembered] = useState(readRememberedUsername);
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Field>({ username: remembered ?? '', password: '', captcha: '' }, check);
  const captcha = useCaptcha(captchaShown);
  const succeed = useSessionSuccess();
  const fields: Field[] = captchaShown ? ['username', 'password', 'captcha'] : ['username', 'password'];

  const submit = useMutation({
    mutationFn: login,
    onSuccess: (response, body) => {
      rememberUsername(remember ? (body.username ?? null) : null);
      succeed(response, 'username', body.password);
    },
    onError: (error) => {
      // Every failure while the captcha shows costs the image; the server may also ask for one now.
      form.set('captcha', '');
      if (captchaShown) captcha.reload();
      else if (captchaRequiredAfter(error)) setCaptchaShown(true);
      const outcome = serverOutcome(error, fields, t);
      form.showIssues(outcome.fields);
      setFormError(outcome.form);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bad = form.validate(fields);
    if (bad) return focusField(formRef.current, bad);
    setFormError(null);
    const { username, password, captcha: answer } = form.values;
    const body: LoginBody = { type: 'username', username: username.trim(), password };
    if (captchaShown && captcha.captcha)
      Object.assign(body, { captcha: answer.trim(), captchaId: captcha.captcha.captchaId });
    submit.mutate(body);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <TextField
        {...form.bind('username')}
        label={t('fields.username')}
        required
        autoComplete="username"
        autoFocus
        inputTestId="login-username"
      />
      <TextField
        {...form.bind('password')}
        label={t('fields.password')}
        required
        type="password"
        autoComplete="current-password"
        inputTestId="login-password"
      />
      {captchaShown ? (
        <CaptchaField binding={form.bind('captcha')} captcha={captcha} imageTestId="login-captcha" />
      ) : null}
      <CheckboxField
        name="remember"
        label={t('login.remember')}
        checked={remember}
        onChange={setRemember}
        testId="login-remember"
      />
      <SubmitButton pending={submit.isPending} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
