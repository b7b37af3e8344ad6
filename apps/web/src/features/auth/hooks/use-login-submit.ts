import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@suerte/contracts';
import type { IdentityLimits } from '@suerte/contracts/core';
import { login } from '../api/session';
import { captchaRequiredAfter } from '../model/login-failure';
import { useCaptcha } from './use-captcha';
import type { Form } from './use-form';
import { useSubmission } from './use-submission';

/**
 * The login call of both login forms: a captcha shows once the server asks for one (spec §5), and every
 * failure while it shows costs the image.
 */
export function useLoginSubmit<F extends string, B extends LoginBody = LoginBody>(
  form: Form<F | 'captcha'>,
  fields: readonly F[],
  onSuccess: (response: LoginResponse, body: B) => void,
  limits?: IdentityLimits,
) {
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const { formRef, formError, accept, fail } = useSubmission(form, limits);
  const shown: readonly (F | 'captcha')[] = captchaShown ? [...fields, 'captcha'] : fields;

  const submit = useMutation({
    mutationFn: (body: B) => login(body),
    onSuccess: (response, body) => onSuccess(response, body),
    onError: (error) => {
      // Every failure while the captcha shows costs the image; the server may also ask for one now.
      form.set('captcha', '');
      if (captchaShown) captcha.reload();
      else if (captchaRequiredAfter(error)) setCaptchaShown(true);
      fail(error, shown);
    },
  });

  /** The form's onSubmit handler; `body` gives the call's body, the captcha is added here. */
  const submitWith = (body: () => B) => (event: FormEvent) => {
    if (!accept(event, shown)) return;
    const sent = body();
    if (captchaShown && captcha.captcha)
      Object.assign(sent, { captcha: form.values.captcha.trim(), captchaId: captcha.captcha.captchaId });
    submit.mutate(sent);
  };

  return {
    formRef,
    formError,
    /** The captcha while it shows, else null. */
    captcha: captchaShown ? captcha : null,
    pending: submit.isPending,
    submitWith,
  };
}
