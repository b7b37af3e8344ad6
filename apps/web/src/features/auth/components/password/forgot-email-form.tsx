import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { forgotByEmail } from '../../api/passwords';
import { useForm } from '../../hooks/use-form';
import { useSubmission } from '../../hooks/use-submission';
import { checkEmail, checkRequired } from '../../model/checks';
import { UsernameField } from '../form/account-fields';
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
  const form = useForm<Field>({ username: '', email: '' }, (field, values) =>
    field === 'email' ? checkEmail(values.email) : checkRequired(values.username),
  );
  const { formRef, formError, accept, fail } = useSubmission(form);
  const send = useMutation({
    mutationFn: ({ username, email }: Record<Field, string>) => forgotByEmail(username, email),
    onError: (error) => fail(error, FIELDS),
  });

  if (send.isSuccess) return <FormNotice testId="forgot-email-sent">{t('forgot.emailSent')}</FormNotice>;

  const onSubmit = (event: FormEvent) => {
    if (!accept(event, FIELDS)) return;
    send.mutate({ username: form.values.username.trim(), email: form.values.email.trim() });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>{t('forgot.emailLead')}</p>
      <FormAlert message={formError} />
      <UsernameField binding={form.bind('username')} autoFocus />
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
