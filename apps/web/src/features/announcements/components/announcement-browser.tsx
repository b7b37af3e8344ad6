import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Announcement } from '@suerte/contracts';
import { Pagination, type PaginationLabels } from '../../../components/ui/pagination';
import { pageCountFor, pageSlice } from '../../../components/ui/pagination-model';
import { SafeHtml } from '../../../components/ui/safe-html';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useAnnouncements } from '../api/announcements';
import styles from './announcements.module.css';

/** Spec §2: nine titles per page, page numbers in groups of six, compact with five groups or fewer. */
export const ANNOUNCEMENTS_PER_PAGE = 9;
const PAGE_GROUP_SIZE = 6;
const COMPACT_MAX_GROUPS = 5;

function formatDate(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : '';
}

function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation('announcements');
  return useMemo(
    () => ({
      nav: t('pagination.nav'),
      prev: t('pagination.prev'),
      next: t('pagination.next'),
      first: t('pagination.first'),
      last: t('pagination.last'),
      prevGroup: t('pagination.prevGroup'),
      nextGroup: t('pagination.nextGroup'),
      page: (page) => t('pagination.page', { page }),
      pageOf: (page, total) => t('pagination.pageOf', { page, total }),
      jumpInput: t('pagination.jumpInput'),
      jumpSubmit: t('pagination.jumpSubmit'),
    }),
    [t],
  );
}

interface TitleProps {
  item: Announcement;
  selected: boolean;
  contentId: string;
  onSelect: (id: string) => void;
}

function AnnouncementTitle({ item, selected, contentId, onSelect }: TitleProps) {
  const { t } = useTranslation('announcements');
  return (
    <li>
      <button
        type="button"
        className={selected ? `${styles.title} ${styles.titleActive}` : styles.title}
        aria-current={selected ? 'true' : undefined}
        aria-controls={contentId}
        data-testid="announcement-title"
        onClick={() => onSelect(item.id)}
      >
        <span className={styles.titleText}>{item.title}</span>
        <span className={styles.titleMeta}>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          {item.demo ? <span className={styles.badge}>{t('demo')}</span> : null}
        </span>
      </button>
    </li>
  );
}

function AnnouncementContent({ item, id }: { item: Announcement; id: string }) {
  const headingId = useId();
  return (
    // Focusable so the article can be scrolled from the keyboard.
    <article
      id={id}
      className={styles.content}
      aria-labelledby={headingId}
      tabIndex={0}
      data-testid="announcement-content"
    >
      <h3 id={headingId} className={styles.contentTitle}>
        {item.title}
      </h3>
      <time className={styles.contentDate} dateTime={item.publishedAt}>
        {formatDate(item.publishedAt)}
      </time>
      <SafeHtml html={item.content} />
    </article>
  );
}

/** Title list with pagination on one side, the chosen announcement on the other. */
export function AnnouncementList({ items }: { items: readonly Announcement[] }) {
  const { t } = useTranslation('announcements');
  const labels = usePaginationLabels();
  const contentId = useId();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const pageItems = pageSlice(items, page, ANNOUNCEMENTS_PER_PAGE);
  // A new page shows its first announcement until another one is chosen.
  const selected = pageItems.find((item) => item.id === selectedId) ?? pageItems[0];

  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(null);
  };

  return (
    <div className={styles.browser}>
      <div className={styles.sidebar}>
        <ul className={styles.titles} aria-label={t('list')}>
          {pageItems.map((item) => (
            <AnnouncementTitle
              key={item.id}
              item={item}
              selected={item === selected}
              contentId={contentId}
              onSelect={setSelectedId}
            />
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCountFor(items.length, ANNOUNCEMENTS_PER_PAGE)}
          onChange={changePage}
          labels={labels}
          groupSize={PAGE_GROUP_SIZE}
          compactMaxGroups={COMPACT_MAX_GROUPS}
        />
      </div>
      {selected ? <AnnouncementContent item={selected} id={contentId} /> : null}
    </div>
  );
}

/** The announcements with their loading, empty and error states. */
export function AnnouncementBrowser() {
  const { t } = useTranslation('announcements');
  const query = useAnnouncements();
  if (query.isPending) return <Loading label={t('loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState message={t('empty')} />;
  return <AnnouncementList items={query.data.list} />;
}
