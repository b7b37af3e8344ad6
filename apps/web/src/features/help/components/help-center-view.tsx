import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpEntry } from '@suerte/contracts';
import { SafeHtml } from '../../../components/ui/safe-html';
import { SupportContacts } from '../../../components/ui/support-contacts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useHelpCenter } from '../../../lib/queries/help-center';
import { useHelpTopic } from '../hooks/use-help-topic';
import { resolveTopic } from './help-topics';
import styles from './help.module.css';

interface TreeProps {
  entries: readonly HelpEntry[];
  selectedTag: string;
  onSelect: (tag: string) => void;
  contentId: string;
}

/** The topics with their sub-topics, all visible. */
function TopicTree({ entries, selectedTag, onSelect, contentId }: TreeProps) {
  return (
    <ul className={styles.tree}>
      {entries.map((entry) => (
        <li key={entry.tag}>
          <button
            type="button"
            className={entry.tag === selectedTag ? `${styles.topic} ${styles.topicActive}` : styles.topic}
            aria-current={entry.tag === selectedTag ? 'true' : undefined}
            aria-controls={contentId}
            data-testid={`help-topic-${entry.tag}`}
            onClick={() => onSelect(entry.tag)}
          >
            {entry.title}
          </button>
          {entry.children.length > 0 ? (
            <TopicTree
              entries={entry.children}
              selectedTag={selectedTag}
              onSelect={onSelect}
              contentId={contentId}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The help topic where the merchant's support contacts are listed. */
const CONTACT_TOPIC = 'contact-us';

/** A topic's article; a section without an article of its own lists its sub-topics instead. */
function TopicArticle({
  entry,
  id,
  onSelect,
}: {
  entry: HelpEntry;
  id: string;
  onSelect: (tag: string) => void;
}) {
  const { t } = useTranslation('help');
  const headingId = useId();
  return (
    <article
      id={id}
      className={styles.article}
      aria-labelledby={headingId}
      tabIndex={0}
      data-testid="help-content"
    >
      <h3 id={headingId} className={styles.articleTitle}>
        {entry.title}
      </h3>
      {entry.content ? <SafeHtml html={entry.content} /> : null}
      {entry.tag === CONTACT_TOPIC ? <SupportContacts testId="help-contacts" /> : null}
      {!entry.content && entry.children.length > 0 ? (
        <>
          <p className={styles.muted}>{t('inThisSection')}</p>
          <ul className={styles.childLinks}>
            {entry.children.map((child) => (
              <li key={child.tag}>
                <button type="button" className={styles.childLink} onClick={() => onSelect(child.tag)}>
                  {child.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {!entry.content && entry.children.length === 0 ? (
        <p className={styles.muted}>{t('noContent')}</p>
      ) : null}
    </article>
  );
}

function HelpTopics({ entries, topic }: { entries: readonly HelpEntry[]; topic: string | null }) {
  const { t } = useTranslation('help');
  const contentId = useId();
  const [selectedTag, choose] = useHelpTopic(topic);
  const current = resolveTopic(entries, selectedTag);
  if (!current) return null;
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('topics')}>
        <TopicTree entries={entries} selectedTag={current.tag} onSelect={choose} contentId={contentId} />
      </nav>
      <TopicArticle entry={current} id={contentId} onSelect={choose} />
    </div>
  );
}

export interface HelpCenterViewProps {
  /** The requested topic tag or URL hash ("#deposit"); the first topic when null or unknown. */
  topic: string | null;
}

/** Help topics on one side and the chosen article on the other, with loading, empty and error states. */
export function HelpCenterView({ topic }: HelpCenterViewProps) {
  const { t } = useTranslation('help');
  const query = useHelpCenter();
  if (query.isPending) return <Loading label={t('loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={t('empty')} />;
  return <HelpTopics entries={query.data} topic={topic} />;
}
