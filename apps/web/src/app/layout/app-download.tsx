import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { useSessionStore } from '../../lib/session-store';
import { PhoneIcon } from '../../components/ui/icons';
import { appDownloadLinks } from './app-download-links';

/** QR codes are drawn here, in the page: no request to a QR service. */
const QR_SIZE = 120;

function AppQr({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <figure className="app-download__item" data-testid={testId}>
      <a href={url} className="app-download__qr" target="_blank" rel="noopener noreferrer" aria-label={label}>
        <QRCodeSVG value={url} size={QR_SIZE} marginSize={2} title={label} />
      </a>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** App download panel of the left menu (module APP_DOWNLOAD). */
export default function AppDownload() {
  const { t } = useTranslation('layout');
  const resources = useWhitelabel().data?.resources ?? [];
  const language = useSessionStore((s) => s.language);
  const { ios, android } = appDownloadLinks(resources, language, window.location.origin);
  if (!ios && !android) return null;
  return (
    <section className="app-download" aria-labelledby="app-download-title" data-testid="app-download">
      <h2 id="app-download-title" className="app-download__title">
        <PhoneIcon size={18} />
        {t('appDownload.title')}
      </h2>
      <p className="app-download__hint">{t('appDownload.hint')}</p>
      <div className="app-download__codes">
        {ios ? <AppQr label={t('appDownload.ios')} url={ios} testId="app-download-ios" /> : null}
        {android ? (
          <AppQr label={t('appDownload.android')} url={android} testId="app-download-android" />
        ) : null}
      </div>
    </section>
  );
}
