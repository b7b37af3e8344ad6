import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import type { SmsTarget } from '../../api/sms';
import type { Captcha } from '../../hooks/use-captcha';
import type { Form } from '../../hooks/use-form';
import { ruleHint } from '../../model/issues';
import { isRequired, type RegisterFormField, type RegisterTab } from '../../model/register-form';
import { TextField } from '../form/text-field';
import { PhoneField } from '../form/phone-field';
import { SmsCodeField } from '../form/sms-code-field';
import { CaptchaField } from '../form/captcha-field';

const INPUT_TYPES: Partial<Record<RegisterFormField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  birthday: 'date',
};

const AUTOCOMPLETE: Partial<Record<RegisterFormField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'new-password',
  email: 'email',
  birthday: 'bday',
  nickname: 'nickname',
  payeeName: 'name',
  address: 'street-address',
  nationality: 'country-name',
  occupation: 'organization-title',
};

/** Fields whose rules are told before anything is typed, so nobody learns them from an error. */
const HINTED = new Set<RegisterFormField>(['username', 'password']);

interface RegisterFieldInputProps {
  field: RegisterFormField;
  form: Form<RegisterFormField>;
  settings: RegisterSettingsResponse;
  tab: RegisterTab;
  captcha: Captcha;
  smsTarget: () => SmsTarget | null;
  autoFocus: boolean;
}

/** One registration field: the right kind of input, starred when required, its problem below. */
export function RegisterFieldInput(props: RegisterFieldInputProps) {
  const { field, form, settings, tab, captcha, smsTarget, autoFocus } = props;
  const { t } = useTranslation('auth');
  const binding = form.bind(field);
  const testId = `register-field-${field}`;
  if (field === 'captcha')
    return (
      <CaptchaField binding={binding} captcha={captcha} imageTestId="register-captcha" testId={testId} />
    );
  if (field === 'verificationCode')
    return <SmsCodeField binding={binding} purpose={tab} target={smsTarget} testId={testId} />;
  const required = isRequired(field, settings.rules, tab);
  if (field === 'mobileNum')
    return (
      <PhoneField
        binding={binding}
        settings={settings}
        required={required}
        testId={testId}
        autoFocus={autoFocus}
      />
    );
  return (
    <TextField
      {...binding}
      label={t(`fields.${field}`)}
      required={required}
      type={INPUT_TYPES[field] ?? 'text'}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      autoFocus={autoFocus}
      hint={HINTED.has(field) ? ruleHint(t, field, settings.rules[field]) : null}
      testId={testId}
    />
  );
}
