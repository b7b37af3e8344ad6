import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import type { FieldBinding } from '../../hooks/use-form';
import { TextField } from './text-field';

interface PhoneFieldProps {
  binding: FieldBinding<string>;
  settings: RegisterSettingsResponse;
  required?: boolean;
  testId?: string;
  inputTestId?: string;
  autoFocus?: boolean;
}

/** A national mobile number, with the country dialing code in front when the merchant shows it (spec §6). */
export function PhoneField({ binding, settings, required = true, ...rest }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  const { countryCodeInPhoneField } = settings.flags;
  return (
    <TextField
      {...binding}
      {...rest}
      label={t('fields.mobileNum')}
      required={required}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={settings.limits.mobileDigitsMax + 1}
      prefix={countryCodeInPhoneField ? settings.limits.countryDialingCode : undefined}
    />
  );
}
