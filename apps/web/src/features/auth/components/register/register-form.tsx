import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterBody, RegisterMobileBody, RegisterSettingsResponse } from '@suerte/contracts';
import { useToast } from '../../../../components/ui/toast';
import { registerByMobile, registeredAccountName, registerByUsername } from '../../api/register';
import type { Captcha } from '../../hooks/use-captcha';
import { useForm } from '../../hooks/use-form';
import { useSubmission } from '../../hooks/use-submission';
import type { InviteState } from '../../hooks/use-invite-codes';
import { useSessionSuccess } from '../../hooks/use-session-success';
import { registerBody } from '../../model/register-body';
import { forgetInviteCodes } from '../../model/invite-codes';
import {
  emptyRegisterValues,
  registerCheck,
  registerLayout,
  type RegisterFormField,
  type RegisterTab,
} from '../../model/register-form';
import { CheckboxField, FormAlert, LinkButton, SubmitButton } from '../form/form-parts';
import { smsTarget } from '../form/phone-sms-fields';
import { RegisterFieldInput } from './register-field-input';
import { TermsDialog } from './terms-dialog';
import styles from '../auth.module.css';

interface RegisterFormProps {
  tab: RegisterTab;
  settings: RegisterSettingsResponse;
  captcha: Captcha;
  invite: InviteState;
}

type Body = RegisterBody | RegisterMobileBody;

/** One registration tab's form; a failure shows the server's message and reloads the captcha (spec §4). */
export function RegisterForm({ tab, settings, captcha, invite }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const succeed = useSessionSuccess();
  // Not ticked for the visitor: accepting the terms is their own act (the terms popup can tick it).
  const [agreement, setAgreement] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<RegisterFormField>(
    emptyRegisterValues(invite.referralCode),
    registerCheck(settings, tab),
  );
  const fields = registerLayout(settings, tab, invite.hideAffiliate);
  const { formRef, formError, accept, fail } = useSubmission(form, settings.limits);

  const submit = useMutation({
    mutationFn: (body: Body) =>
      tab === 'mobile'
        ? registerByMobile(body as RegisterMobileBody)
        : registerByUsername(body as RegisterBody),
    onSuccess: (response, body) => {
      forgetInviteCodes();
      succeed(response, 'register', body.password);
      // Nobody typed a username on the mobile tab: tell the member the name to log in with.
      if (tab === 'mobile')
        void registeredAccountName().then(
          (account) => toast.show(t('register.accountName', { account }), 'success'),
          () => undefined,
        );
      void navigate('/');
    },
    onError: (error) => {
      form.set('captcha', '');
      captcha.reload();
      fail(error, fields);
    },
  });

  const target = () => smsTarget(form, formRef.current, settings.limits.countryDialingCode);
  // Spec §5, §8: the agreement must be ticked, else a warning.
  const agreed = () => {
    if (!settings.agreementRequired || agreement) return true;
    toast.show(t('register.agreeWarning'), 'warning');
    return false;
  };

  const onSubmit = (event: FormEvent) => {
    if (!accept(event, fields, agreed)) return;
    submit.mutate(
      registerBody(fields, form.values, {
        settings,
        captcha: captcha.captcha,
        agreement,
        linkAffiliateCode: invite.affiliateCode,
        linkReferralCode: invite.referralCode,
      }),
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid={`register-form-${tab}`}
    >
      <p className={styles.lead}>{t('register.requiredNote')}</p>
      <FormAlert message={formError} />
      {fields.map((field, index) => (
        <RegisterFieldInput
          key={field}
          field={field}
          form={form}
          settings={settings}
          tab={tab}
          captcha={captcha}
          smsTarget={target}
          autoFocus={index === 0}
        />
      ))}
      {settings.agreementRequired ? (
        <CheckboxField
          name="agreement"
          label={t('register.agreement', { age: settings.limits.minimumAge })}
          checked={agreement}
          onChange={setAgreement}
          testId="register-field-agreement"
        />
      ) : null}
      {settings.agreementRequired && settings.terms ? (
        <p className={styles.termsLink}>
          <LinkButton onClick={() => setTermsOpen(true)} testId="register-terms-open">
            {t('register.termsLink')}
          </LinkButton>
        </p>
      ) : null}
      {termsOpen && settings.terms ? (
        <TermsDialog
          terms={settings.terms}
          onClose={() => setTermsOpen(false)}
          onAgree={() => {
            setAgreement(true);
            setTermsOpen(false);
          }}
        />
      ) : null}
      <SubmitButton pending={submit.isPending} testId="register-submit">
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
