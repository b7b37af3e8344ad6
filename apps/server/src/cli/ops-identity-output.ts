import { REGISTER_FIELDS } from '@suerte/contracts';
import type { Selectable } from 'kysely';
import type { MailOutboxTable, SmsOutboxTable } from '../db/schema.js';
import type { IdentitySettings } from '../modules/identity/index.js';
import type { AuthLogRow, IdentityOverrides } from '../modules/operator/index.js';

/** Columns padded to their widest cell, so the tables line up in a terminal. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export const show = (value: unknown) => (typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value));
const RULE_COLUMNS: Record<string, string> = {
  minLength: 'min',
  maxLength: 'max',
  patternId: 'pattern',
  acceptedPattern: 'accepted',
};

function setByMerchant(keys: Set<string>, total: number): string {
  if (keys.size === 0) return '-';
  return keys.size === total ? 'all' : [...keys].map((k) => RULE_COLUMNS[k] ?? k).join(', ');
}

const source = (set: boolean) => (set ? 'merchant' : 'default');

export function printIdentity(code: string, settings: IdentitySettings, overrides: IdentityOverrides): void {
  const section = (title: string, values: object, set: Set<string>) =>
    table([
      [title, 'value', 'source'],
      ...Object.entries(values).map(([k, v]) => [k, show(v), source(set.has(k))]),
    ]);
  const rules = table([
    ['Register rules', 'enabled', 'required', 'min', 'max', 'pattern', 'accepted', 'set by merchant'],
    ...REGISTER_FIELDS.map((field) => {
      const r = settings.rules[field];
      return [
        field,
        show(r.enabled),
        show(r.required),
        String(r.minLength),
        String(r.maxLength),
        String(r.patternId),
        r.acceptedPattern,
        setByMerchant(overrides.rules[field], Object.keys(r).length),
      ];
    }),
  ]);
  console.log(
    [
      `${code} identity settings (source: merchant = set for this merchant, default = product default)`,
      '',
      section('Flags', settings.flags, overrides.flags),
      '',
      section('Limits', settings.limits, overrides.limits),
      '',
      rules,
    ].join('\n'),
  );
}

type SmsRow = Selectable<SmsOutboxTable>;
type MailRow = Selectable<MailOutboxTable>;

export function printSmsOutbox(rows: SmsRow[], json: boolean): void {
  if (json) {
    const out = rows.map((r) => ({
      id: r.id,
      merchantCode: r.merchant_code,
      phone: r.phone,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    }));
    console.log(JSON.stringify(out));
    return;
  }
  if (rows.length === 0) console.log('no messages');
  for (const r of rows)
    console.log(`${r.created_at.toISOString()}  ${r.merchant_code}  ${r.phone}  ${r.body}`);
}

export function printMailOutbox(rows: MailRow[], json: boolean): void {
  if (json) {
    const out = rows.map((r) => ({
      id: r.id,
      merchantCode: r.merchant_code,
      to: r.to_address,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    }));
    console.log(JSON.stringify(out));
    return;
  }
  if (rows.length === 0) console.log('no messages');
  for (const r of rows) {
    const body = r.body.replace(/\r\n/g, '\n').split('\n');
    console.log(
      [`${r.created_at.toISOString()}  ${r.merchant_code}  to ${r.to_address}  ${r.subject}`, ...body]
        .map((line, i) => (i === 0 ? line : `  ${line}`))
        .join('\n'),
    );
  }
}

export function printAuthLog(rows: AuthLogRow[], json: boolean): void {
  if (json) {
    const out = rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      merchantCode: r.merchant_code,
      memberId: r.member_id,
      username: r.username,
      subject: r.subject,
      event: r.event,
      ip: r.ip,
      detail: r.detail,
    }));
    console.log(JSON.stringify(out));
    return;
  }
  if (rows.length === 0) console.log('no authentication events');
  for (const r of rows) {
    const who = r.username ?? r.subject ?? '-';
    const detail = r.detail === null ? '' : `  ${JSON.stringify(r.detail)}`;
    console.log(
      `#${r.id} ${r.at.toISOString()}  ${r.merchant_code}  ${r.event}  ${who}  ip=${r.ip ?? '-'}${detail}`,
    );
  }
}
