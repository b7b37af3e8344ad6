import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../../components/ui/icons';
import { useAnnouncements } from '../api/announcements';
import styles from './announcements.module.css';

/** What the bar says: the announcement titles, or why there are none. */
function useNoticeText(): { text: string; scrolls: boolean } {
  const { t } = useTranslation('announcements');
  const query = useAnnouncements();
  if (query.isPending) return { text: t('noticeBar.loading'), scrolls: false };
  if (query.isError) return { text: t('noticeBar.error'), scrolls: false };
  if (query.data.list.length === 0) return { text: t('noticeBar.none'), scrolls: false };
  return { text: query.data.list.map((item) => item.title).join('   •   '), scrolls: true };
}

/** Longer text scrolls for longer, so the reading speed stays the same. */
function scrollStyle(text: string, scrolls: boolean): CSSProperties | undefined {
  if (!scrolls) return undefined;
  return { '--notice-duration': `${Math.max(12, Math.round(text.length * 0.3))}s` } as CSSProperties;
}

/** A one-line bar with the latest announcement titles scrolling by; selecting it opens the announcements. */
export function AnnouncementNoticeBar({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('announcements');
  const { text, scrolls } = useNoticeText();
  return (
    <button
      type="button"
      className={styles.noticeBar}
      onClick={onOpen}
      aria-haspopup="dialog"
      data-testid="notice-bar"
    >
      <span className={styles.noticeLabel}>
        <SpeakerIcon size={18} />
        {t('noticeBar.label')}
      </span>
      <span className={styles.noticeTrack}>
        <span
          className={scrolls ? `${styles.noticeText} ${styles.noticeScroll}` : styles.noticeText}
          style={scrollStyle(text, scrolls)}
        >
          <span className={styles.noticeSegment}>{text}</span>
          {/* The second copy makes the scroll seamless; screen readers hear the text once. */}
          {scrolls ? (
            <span aria-hidden="true" className={`${styles.noticeSegment} ${styles.noticeCopy}`}>
              {text}
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
