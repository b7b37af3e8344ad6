import type { ReactNode } from 'react';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import styles from '../wallet/record.module.css';

export type Sign = 'positive' | 'negative' | 'zero';

export interface RecordColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** A signed amount: coloured, and its sign in data-sign. */
  sign?: (row: T) => Sign;
  /** The row's name (a day, a category): a row header in the table. */
  rowHeader?: boolean;
}

export interface RecordTotals {
  label: string;
  /** The totals by column id; columns without one stay empty. */
  cells: Record<string, { text: ReactNode; sign?: Sign }>;
  testId: string;
}

interface Props<T> {
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  rowKey: (row: T) => string;
  rowTestId: string;
  caption: string;
  busy: boolean;
  /** The table's test id; the card list's is <testId>-cards. */
  testId: string;
  /** On a card: the heading and the amount beside it, always in view; the other columns follow below. */
  titleColumn: string;
  amountColumn: string;
  totals?: RecordTotals;
}

function signClass(sign: Sign | undefined): string {
  return sign && sign !== 'zero' ? (styles[sign] ?? '') : '';
}

function Cell<T>({ column, row }: { column: RecordColumn<T>; row: T }) {
  const sign = column.sign?.(row);
  const className = `${column.numeric ? styles.number : ''} ${signClass(sign)}`.trim() || undefined;
  if (column.rowHeader)
    return (
      <th scope="row" className={className}>
        {column.render(row)}
      </th>
    );
  return (
    <td className={className} data-sign={sign}>
      {column.render(row)}
    </td>
  );
}

function Table<T>(props: Props<T>) {
  const { rows, columns, rowKey, rowTestId, caption, busy, testId, totals } = props;
  const lead = columns.findIndex((c) => c.numeric || c.id in (totals?.cells ?? {}));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy || undefined} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={c.numeric ? styles.number : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <Cell key={c.id} column={c} row={row} />
              ))}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr className={styles.totalsRow} data-testid={totals.testId}>
              <th scope="row" colSpan={Math.max(lead, 1)}>
                {totals.label}
              </th>
              {columns.slice(Math.max(lead, 1)).map((c) => {
                const cell = totals.cells[c.id];
                const className = `${c.numeric ? styles.number : ''} ${signClass(cell?.sign)}`.trim();
                return (
                  <td key={c.id} className={className || undefined} data-sign={cell?.sign}>
                    {cell?.text}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function Cards<T>(props: Props<T>) {
  const { rows, columns, rowKey, rowTestId, caption, busy, testId, titleColumn, amountColumn, totals } =
    props;
  const title = columns.find((c) => c.id === titleColumn);
  const amount = columns.find((c) => c.id === amountColumn);
  const rest = columns.filter((c) => c !== title && c !== amount);
  const head = (text: ReactNode, figure: ReactNode, sign: Sign | undefined) => (
    <div className={styles.cardHead}>
      <span className={styles.cardTitle}>{text}</span>
      <span className={`${styles.cardAmount} ${signClass(sign)}`} data-sign={sign}>
        {figure}
      </span>
    </div>
  );
  return (
    <ul
      className={styles.cards}
      aria-label={caption}
      aria-busy={busy || undefined}
      data-testid={`${testId}-cards`}
    >
      {rows.map((row) => (
        <li key={rowKey(row)} className={styles.cardItem} data-testid={rowTestId}>
          {head(title?.render(row), amount?.render(row), amount?.sign?.(row))}
          <dl className={styles.cardFields}>
            {rest.map((c) => (
              <div key={c.id}>
                <dt>{c.label}</dt>
                <dd className={signClass(c.sign?.(row)) || undefined}>{c.render(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
      {totals ? (
        <li className={`${styles.cardItem} ${styles.cardTotals}`} data-testid={totals.testId}>
          {head(totals.label, totals.cells[amountColumn]?.text, totals.cells[amountColumn]?.sign)}
          <dl className={styles.cardFields}>
            {rest
              .filter((c) => totals.cells[c.id])
              .map((c) => (
                <div key={c.id}>
                  <dt>{c.label}</dt>
                  <dd>{totals.cells[c.id]?.text}</dd>
                </div>
              ))}
          </dl>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A record page's rows: a table on wider screens, one card per row on phones (heading and amount on top, the
 * other fields below), so nothing needs sideways scrolling at 360 px.
 */
export function RecordList<T>(props: Props<T>) {
  return usePhoneLayout() ? <Cards {...props} /> : <Table {...props} />;
}
