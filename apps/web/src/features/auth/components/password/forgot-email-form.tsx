import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { forgotByEmail } from '../../api/passwords';
import { focusField, useForm } from '../../hooks/use-form';
import { checkEmail, checkRequired } from '../../model/checks';
import { serverOutcome } from '../../model/server-errors';
import { TextField } from '../form/text-field';
import { FormAlert, FormNotice, SubmitButton } from '../form/form-parts';
import styles from '../auth.module.css';

type Field = 'username' | 'email';
const FIELDS: Field[] = ['username', 'email'];

/**
 * Username and email (spec §5: both required). The server answers alike whether or not the account exists,
 * so the notice says "if they match" (spec §8 "forgot-by-email success notice").
 */
export function ForgotEmailForm() {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Field>({ username: '', email: '' }, (field, values) =>
    field === 'email' ? checkEmail(values.email) : checkRequired(values.username),
  );
  const send = useMutation({
    mutationFn: ({ username, email }: Record<Field, string>) => forgotByEmail(username, email),
    onError: (error) => {
      const outcome = serverOutcome(error, FIELDS, t);
      form.showIssues(outcome.fields);
      setFormError(outcome.form);
    },
  });

  if (send.isSuccess) return <FormNotice testId="forgot-email-sent">{t('forgot.emailSent')}</FormNotice>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bad = form.validate(FIELDS);
    if (bad) return focusField(formRef.current, bad);
    setFormError(null);
    send.mutate({ username: form.values.username.trim(), email: form.values.email.trim() });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>{t('forgot.emailLead')}</p>
      <FormAlert message={formError} />
      <TextField
        {...form.bind('username')}
        label={t('fields.username')}
        required
        autoComplete="username"
        autoFocus
      />
      <TextField
        {...form.bind('email')}
        label={t('fields.email')}
        required
        type="email"
        autoComplete="email"
      />
      <SubmitButton pending={send.isPending} testId="forgot-email-submit">
        {t('forgot.emailSubmit')}
      </SubmitButton>
    </form>
  );
}
