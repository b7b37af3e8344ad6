import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../lib/queries/whitelabel';
import { useHelpCenter } from '../../lib/queries/help-center';
import { helpPath } from '../../lib/paths';
import { SmartLink } from '../../components/ui/smart-link';
import { loadChunk } from '../../lib/load-chunk';
import { useInView } from '../../lib/use-in-view';
import { usePageSettled } from '../../features/home/hooks/use-page-settled';

// The popular lottery list loads with its own chunk once the page has settled and the footer comes near the
// screen: the footer is on every page, and its list is never part of a page's first load.
const PopularLottery = lazy(() =>
  loadChunk(() => import('../../features/lottery/components/popular-lottery')),
);

function HelpLinks() {
  const { t } = useTranslation('layout');
  const help = useHelpCenter();
  let body;
  if (help.isPending) body = <p className="site-footer__muted">{t('footer.helpLoading')}</p>;
  else if (help.isError)
    body = (
      <button type="button" className="site-footer__retry" onClick={() => void help.refetch()}>
        {t('footer.helpFailed')}
      </button>
    );
  else if (help.data.length === 0) body = <p className="site-footer__muted">{t('footer.helpEmpty')}</p>;
  else
    body = (
      <ul className="site-footer__links">
        {help.data.map((entry) => (
          <li key={entry.tag}>
            <Link to={helpPath(entry.tag)}>{entry.title}</Link>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="footer-help">
      <h2 id="footer-help" className="site-footer__heading">
        {t('footer.help')}
      </h2>
      {body}
    </section>
  );
}

/** Footer: help topics, about, affiliate link, popular lottery, partner logos, copyright (spec §2). */
export function Footer() {
  const { t } = useTranslation(['layout', 'pages']);
  const data = useWhitelabel().data;
  const brand = data?.merchant.name ?? t('pages:brandFallback');
  const resources = data?.resources ?? [];
  const affiliate = resources.find((r) => r.resourceType === 'AFFILIATE');
  const partners = resources.filter((r) => r.resourceType === 'PARTNER_LOGO');
  const { ref: lotteryRef, seen: lotterySeen } = useInView<HTMLElement>();
  const settled = usePageSettled();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__grid">
        <HelpLinks />
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {t('footer.about')}
          </h2>
          <p className="site-footer__muted">{data?.about || t('footer.aboutText', { brand })}</p>
          {affiliate ? (
            <SmartLink
              href={affiliate.linkUrl ?? affiliate.url}
              className="ui-button ui-button--accent site-footer__cta"
              testId="footer-affiliate"
            >
              {t('footer.affiliate')}
            </SmartLink>
          ) : null}
        </section>
        <section ref={lotteryRef} aria-labelledby="footer-lottery" data-testid="footer-popular-lottery">
          <h2 id="footer-lottery" className="site-footer__heading">
            {t('footer.popularLottery')}
          </h2>
          {lotterySeen && settled ? (
            <Suspense fallback={null}>
              <PopularLottery />
            </Suspense>
          ) : null}
        </section>
      </div>
      {partners.length > 0 ? (
        <ul className="site-footer__partners" aria-label={t('footer.partners')}>
          {partners.map((partner) => (
            <li key={partner.id}>
              <img src={partner.url} alt={partner.title} height={40} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="site-footer__copyright" data-testid="footer-copyright">
        © {brand} {data?.copyrightYear ?? ''}
      </p>
    </footer>
  );
}
