import type { Selectable } from 'kysely';
import type { FeatureModulesTable, MerchantsTable, OperatorAuditLogTable } from '../db/schema.js';

export function printMerchant(m: Selectable<MerchantsTable>): void {
  const maintenance = m.maintenance_enabled
    ? `ON${m.maintenance_until ? ` until ${m.maintenance_until.toISOString()}` : ''}${m.maintenance_message ? ` (${m.maintenance_message})` : ''}`
    : 'off';
  console.log(
    [
      `${m.code}  ${m.name}${m.is_default ? '  [default]' : ''}${m.is_demo ? '  [demo]' : ''}`,
      `  country ${m.country_code}, currency ${m.currency_code}, languages ${m.languages.join(', ')} (default ${m.default_language})`,
      `  maintenance: ${maintenance}`,
      `  region restriction: ${m.region_restriction_enabled ? 'on' : 'off'}; allowed countries: ${m.allowed_countries.join(', ') || '(none)'}; unknown/private networks: ${m.allow_unknown_country ? 'allowed' : 'blocked'}`,
      `  service link: ${m.service_link ?? '(none)'}; analytics: ${m.analytics_enabled ? 'on' : 'off'}`,
    ].join('\n'),
  );
}

export function printFeatures(rows: Array<Selectable<FeatureModulesTable>>): void {
  for (const f of rows) {
    console.log(
      `${f.enabled ? 'on ' : 'off'}  ${f.mod_id}${f.parent_mod_id ? `  (under ${f.parent_mod_id})` : ''}  ${f.name}`,
    );
  }
}

export function printAudit(rows: Array<Selectable<OperatorAuditLogTable>>): void {
  if (rows.length === 0) console.log('no audit entries');
  for (const r of rows) {
    console.log(
      `#${r.id} ${r.at.toISOString()} ${r.actor} ${r.action} ${r.target} before=${JSON.stringify(r.before)} after=${JSON.stringify(r.after)}`,
    );
  }
}
