import { clampPage, groupedPagination, rangedPagination } from './pagination-model';
import { JumpForm, PageButton, Step, type PaginationLabels, type StepKind } from './pagination-parts';
import styles from './pagination.module.css';

export type { PaginationLabels } from './pagination-parts';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** 'grouped' (default): fixed groups of page numbers; 'ranged': window around the page with ellipses. */
  layout?: 'grouped' | 'ranged';
  groupSize?: number;
  compactMaxGroups?: number;
  range?: number;
  margin?: number;
  className?: string;
}

function GroupedItems(props: PaginationProps) {
  const { onChange, labels } = props;
  const m = groupedPagination(props);
  const full = !m.compact;
  const step = (kind: StepKind, target: number | null) => (
    <Step kind={kind} target={target} labels={labels} onChange={onChange} />
  );
  return (
    <>
      <ul className={styles.list}>
        {full ? step('first', m.hasPrev ? 1 : null) : null}
        {step('prev', m.hasPrev ? m.page - 1 : null)}
        {full && m.prevGroupPage !== null ? step('prevGroup', m.prevGroupPage) : null}
        {m.pages.map((p) => (
          <PageButton key={p} page={p} current={m.page} labels={labels} onChange={onChange} />
        ))}
        {full && m.nextGroupPage !== null ? step('nextGroup', m.nextGroupPage) : null}
        {step('next', m.hasNext ? m.page + 1 : null)}
        {full ? step('last', m.hasNext ? m.pageCount : null) : null}
      </ul>
      {/* Keyed by page so the field shows the new page after any navigation. */}
      {full ? (
        <JumpForm key={m.page} page={m.page} pageCount={m.pageCount} labels={labels} onChange={onChange} />
      ) : null}
    </>
  );
}

function RangedItems(props: PaginationProps) {
  const { onChange, labels } = props;
  const page = clampPage(props.page, props.pageCount);
  return (
    <ul className={styles.list}>
      <Step kind="prev" target={page > 1 ? page - 1 : null} labels={labels} onChange={onChange} />
      {rangedPagination(props).map((item) =>
        item.kind === 'gap' ? (
          <li key={item.key} className={styles.gap} aria-hidden="true">
            …
          </li>
        ) : (
          <PageButton key={item.page} page={item.page} current={page} labels={labels} onChange={onChange} />
        ),
      )}
      <Step
        kind="next"
        target={page < props.pageCount ? page + 1 : null}
        labels={labels}
        onChange={onChange}
      />
    </ul>
  );
}

/** A keyboard-usable pager; renders nothing when there is only one page. */
export function Pagination(props: PaginationProps) {
  if (props.pageCount <= 1) return null;
  return (
    <nav
      className={props.className ? `${styles.pager} ${props.className}` : styles.pager}
      aria-label={props.labels.nav}
      data-testid="pagination"
    >
      {props.layout === 'ranged' ? <RangedItems {...props} /> : <GroupedItems {...props} />}
    </nav>
  );
}
