import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../lib/queries/whitelabel';

/** The merchant's logo resource, or its name in text until the configuration arrives. */
export function BrandLogo() {
  const { t } = useTranslation(['layout', 'pages']);
  const data = useWhitelabel().data;
  const name = data?.merchant.name ?? t('pages:brandFallback');
  const logo = data?.resources.find((r) => r.resourceType === 'LOGO');
  return (
    <Link to="/" className="brand-logo" aria-label={t('layout:header.homeLink', { brand: name })}>
      {/* The logo image carries the brand; the name is text only while there is no logo. */}
      {logo ? (
        <img src={logo.url} alt="" height={32} />
      ) : (
        <>
          <span className="brand-logo__mark" aria-hidden="true" />
          <span className="brand-logo__name">{name}</span>
        </>
      )}
    </Link>
  );
}
