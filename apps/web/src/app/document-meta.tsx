import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from './route-handle';
import { useWhitelabel } from '../lib/queries/whitelabel';

export function setDocumentMeta(title: string, description: string): void {
  document.title = title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/** Title and description of the current route, from the `pages` catalog, with the merchant's name. */
export function DocumentMeta() {
  const { t, i18n } = useTranslation('pages');
  const { page } = useRouteHandle();
  const brand = useWhitelabel().data?.merchant.name ?? t('brandFallback');
  useEffect(() => {
    setDocumentMeta(t(`meta.${page}.title`, { brand }), t(`meta.${page}.description`, { brand }));
  }, [t, page, brand, i18n.language]);
  return null;
}
