import { useId, type ReactNode } from 'react';
import styles from './centre.module.css';

interface CentreLayoutProps<P extends string> {
  /** Names the page list for assistive technology. */
  label: string;
  pages: readonly P[];
  current: P;
  pageTitle: (page: P) => string;
  onSelect: (page: P) => void;
  children: ReactNode;
}

/** A centre overlay's body: its pages listed on the left, the current page on the right. */
export function CentreLayout<P extends string>(props: CentreLayoutProps<P>) {
  const { label, pages, current, pageTitle, onSelect, children } = props;
  const titleId = useId();
  return (
    <div className={styles.centre}>
      <nav aria-label={label} className={styles.centreNav}>
        <ul>
          {pages.map((page) => (
            <li key={page}>
              <button
                type="button"
                className={styles.centreNavItem}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => onSelect(page)}
                data-testid={`centre-nav-${page}`}
              >
                {pageTitle(page)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.centrePage} aria-labelledby={titleId} data-testid={`page-${current}`}>
        <h3 id={titleId} className={styles.centrePageTitle}>
          {pageTitle(current)}
        </h3>
        {children}
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
