import { useState, type FormEvent } from 'react';
import { clampPage } from './pagination-model';
import styles from './pagination.module.css';

// The buttons and the jump field a Pagination is built from.

/** Texts come from the caller's catalog: this primitive has no namespace of its own. */
export interface PaginationLabels {
  /** Accessible name of the whole pager, e.g. "Announcement pages". */
  nav: string;
  prev: string;
  next: string;
  first: string;
  last: string;
  prevGroup: string;
  nextGroup: string;
  /** Accessible name of a page button, e.g. "Page 3". */
  page: (page: number) => string;
  /** Visible position, e.g. "Page 3 of 14". */
  pageOf: (page: number, pageCount: number) => string;
  jumpInput: string;
  jumpSubmit: string;
}

export type StepKind = 'first' | 'prev' | 'prevGroup' | 'nextGroup' | 'next' | 'last';

const GLYPHS: Record<StepKind, string> = {
  first: '«',
  prev: '‹',
  prevGroup: '…',
  nextGroup: '…',
  next: '›',
  last: '»',
};
const TEST_IDS: Record<StepKind, string> = {
  first: 'pagination-first',
  prev: 'pagination-prev',
  prevGroup: 'pagination-prev-group',
  nextGroup: 'pagination-next-group',
  next: 'pagination-next',
  last: 'pagination-last',
};

interface StepProps {
  kind: StepKind;
  /** The page this control leads to, or null when it is unusable (e.g. "next" on the last page). */
  target: number | null;
  labels: PaginationLabels;
  onChange: (page: number) => void;
}

/**
 * A control that moves to another page. aria-disabled instead of disabled keeps keyboard focus in place
 * when the button stops being usable (e.g. "next" on reaching the last page).
 */
export function Step({ kind, target, labels, onChange }: StepProps) {
  const off = target === null;
  return (
    <li>
      <button
        type="button"
        className={styles.step}
        data-testid={TEST_IDS[kind]}
        aria-label={labels[kind]}
        title={labels[kind]}
        aria-disabled={off || undefined}
        onClick={() => (off ? undefined : onChange(target))}
      >
        <span aria-hidden="true">{GLYPHS[kind]}</span>
      </button>
    </li>
  );
}

export function PageButton({
  page,
  current,
  labels,
  onChange,
}: {
  page: number;
  current: number;
  labels: PaginationLabels;
  onChange: (p: number) => void;
}) {
  const active = page === current;
  return (
    <li>
      <button
        type="button"
        className={active ? `${styles.page} ${styles.active}` : styles.page}
        data-testid={`pagination-page-${page}`}
        aria-label={labels.page(page)}
        aria-current={active ? 'page' : undefined}
        onClick={() => (active ? undefined : onChange(page))}
      >
        {page}
      </button>
    </li>
  );
}

export function JumpForm({
  page,
  pageCount,
  labels,
  onChange,
}: {
  page: number;
  pageCount: number;
  labels: PaginationLabels;
  onChange: (p: number) => void;
}) {
  const [value, setValue] = useState(String(page));
  // noValidate: out-of-range input is clamped rather than refused by the browser's bubble.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const target = clampPage(Number.parseInt(value, 10), pageCount);
    setValue(String(target));
    if (target !== page) onChange(target);
  };
  return (
    <form className={styles.jump} onSubmit={submit} noValidate data-testid="pagination-jump">
      <span className={styles.position}>{labels.pageOf(page, pageCount)}</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label={labels.jumpInput}
        className={styles.input}
        data-testid="pagination-jump-input"
      />
      <button type="submit" className={styles.step}>
        {labels.jumpSubmit}
      </button>
    </form>
  );
}
