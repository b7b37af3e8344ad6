import { Suspense, useId, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { BackIcon, ChevronIcon } from './centre-icons';
import styles from './centre.module.css';

interface CentreLayoutProps<P extends string> {
  /** The centre's address (/member, /agent): its pages are <base>/<page>. */
  base: string;
  /** The centre's name, the title of its overview. */
  title: string;
  /** Names the page list for assistive technology. */
  label: string;
  pages: readonly P[];
  pageTitle: (page: P) => string;
  testId: string;
  /** The page the centre's own address shows; without one the address shows the centre's overview. */
  defaultPage?: P;
}

/** The centre page the address names, or null on the centre's own address (its overview). */
export function useCentrePage<P extends string>(base: string, pages: readonly P[]): P | null {
  const { pathname } = useLocation();
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1).split('/')[0] : '';
  return (pages as readonly string[]).includes(rest ?? '') ? (rest as P) : null;
}

/**
 * A centre as a page under the site header: on desktop its pages listed on the left and the current one on the
 * right; on phones one column, the overview listing the pages and each page with a back arrow to the overview.
 */
export function CentreLayout<P extends string>(props: CentreLayoutProps<P>) {
  const { base, title, label, pages, pageTitle, testId, defaultPage } = props;
  const { t } = useTranslation('account');
  const named = useCentrePage(base, pages);
  const current = named ?? defaultPage ?? null;
  const titleId = useId();
  // A page goes back to its centre's overview; the overview (or a centre without one) back to home.
  const backTo = named && !defaultPage ? base : '/';
  return (
    <div className={styles.centre} data-at={current ? 'page' : 'overview'} data-testid={testId}>
      <div className={styles.centreBar}>
        <Link
          to={backTo}
          className={`ui-icon-button ${styles.centreBack}`}
          aria-label={backTo === '/' ? t('centre.backHome') : t('centre.backTo', { centre: title })}
          data-testid="centre-back"
        >
          <BackIcon />
        </Link>
        <h1 id={titleId} className={styles.centreTitle}>
          {current ? pageTitle(current) : title}
        </h1>
      </div>
      <nav aria-label={label} className={styles.centreNav}>
        <ul>
          {pages.map((page) => (
            <li key={page}>
              <NavLink
                to={`${base}/${page}`}
                className={styles.centreNavItem}
                data-testid={`centre-nav-${page}`}
              >
                <span>{pageTitle(page)}</span>
                <ChevronIcon className={styles.centreNavChevron} size={16} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section
        className={styles.centrePage}
        aria-labelledby={titleId}
        data-testid={`page-${current ?? 'overview'}`}
      >
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}

export interface Detail {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs of a centre page. */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <div key={item.label} className={styles.detail}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
