import { useTranslation } from 'react-i18next';
import { errorKey } from '../model/errors';

/** A failed call, said in the player's language. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('studio');
  return (
    <p className="studio-error-text" role="alert">
      {t(errorKey(error))}
    </p>
  );
}
