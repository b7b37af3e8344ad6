import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../hooks/use-form';
import { TextField } from './text-field';

interface AccountFieldProps {
  binding: FieldBinding<string>;
  autoFocus?: boolean;
  inputTestId?: string;
}

/** The account's username, to log in or to recover the password with; required. */
export function UsernameField({ binding, ...rest }: AccountFieldProps) {
  const { t } = useTranslation('auth');
  return <TextField {...binding} {...rest} label={t('fields.username')} required autoComplete="username" />;
}

interface PasswordFieldProps extends AccountFieldProps {
  label: string;
  /** Tells the browser's password manager whether to fill in the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A required password input: masked, sent exactly as typed. */
export function PasswordField({ binding, ...rest }: PasswordFieldProps) {
  return <TextField {...binding} {...rest} required type="password" />;
}
