import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSection, PageShell } from '../../../app/pages/page-shell';
import { GAME_RULES, GAME_RULES_KEYS, gameRulesPath } from '../../../lib/game-rules-paths';
import {
  MIXED_SEED_GAMES,
  fieldsOf,
  formFromQuery,
  parseRoundForm,
  queryIsComplete,
  type FieldName,
  type ParamName,
  type PicksField,
  type SeedPartsField,
  type FormIssues,
  type RoundForm,
  type RoundInput,
} from '../model/round-input';
import { verifyRound, type Verification } from '../model/verify-round';
import { RoundFormFields } from './round-form';
import { VerificationResult } from './verification-result';
import styles from './fair.module.css';

type Outcome =
  { state: 'empty' } | { state: 'done'; input: RoundInput; verification: Verification } | { state: 'error' };

/**
 * The address of a checked round: its game's fields, the picks of a Mines round when given, and a lottery
 * draw's region with the game and draw number the link came with.
 */
function linkOf(form: RoundForm): Record<string, string> {
  const link = Object.fromEntries(fieldsOf(form.game).map((f) => [f, form[f].trim()]));
  if (form.game === 'lottery') {
    const named = (['gameCode', 'numero'] as const).filter((f) => form[f].trim() !== '');
    return { ...link, region: form.region, ...Object.fromEntries(named.map((f) => [f, form[f].trim()])) };
  }
  if (MIXED_SEED_GAMES.includes(form.game) && form.seedParts.trim())
    return { ...link, seedParts: form.seedParts.trim() };
  return form.game === 'mines' && form.picks.trim() ? { ...link, picks: form.picks.trim() } : link;
}

function check(form: RoundForm): { issues: FormIssues; outcome: Outcome } {
  const parsed = parseRoundForm(form);
  if ('issues' in parsed) return { issues: parsed.issues, outcome: { state: 'empty' } };
  try {
    return {
      issues: {},
      outcome: { state: 'done', input: parsed.input, verification: verifyRound(parsed.input) },
    };
  } catch {
    return { issues: {}, outcome: { state: 'error' } };
  }
}

function HowItWorks() {
  const { t } = useTranslation('fair');
  return (
    <PageSection title={t('how.title')} id="fair-how">
      <ol className={styles.steps}>
        {(['commit', 'play', 'reveal', 'check'] as const).map((step) => (
          <li key={step}>{t(`how.${step}`)}</li>
        ))}
      </ol>
      <p className={styles.note}>{t('how.formula')}</p>
    </PageSection>
  );
}

/** Each in-house game's rules page, where its exact return and tables are published. */
function GameRulesLinks() {
  const { t } = useTranslation(['fair', 'games-rules']);
  return (
    <PageSection title={t('rules.title')} id="fair-rules">
      <p>{t('rules.lead')}</p>
      <ul className={styles.rulesLinks} data-testid="fair-rules-links">
        {GAME_RULES.map((slug) => (
          <li key={slug}>
            <Link to={gameRulesPath(slug)}>{t(`games-rules:${GAME_RULES_KEYS[slug]}.title`)}</Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/**
 * /fair: anyone checks a revealed round in the browser. A link may carry the round
 * (`?game=…&serverSeed=…&serverSeedHash=…&clientSeed=…&nonce=…`); a complete one is verified at once.
 */
export default function FairPage() {
  const { t } = useTranslation('fair');
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState(() => formFromQuery(params));
  const [checked, setChecked] = useState(() =>
    queryIsComplete(params)
      ? check(formFromQuery(params))
      : { issues: {}, outcome: { state: 'empty' } as Outcome },
  );
  const change = (name: FieldName | ParamName | PicksField | SeedPartsField | 'region', value: string) =>
    setForm((current) => ({ ...current, [name]: value }));
  const resultRef = useRef<HTMLDivElement>(null);
  const submit = () => {
    const next = check(form);
    setChecked(next);
    // On a phone the result sits below the form: bring it into view when it starts below mid-screen.
    const result = resultRef.current;
    if (next.outcome.state !== 'empty' && result && result.getBoundingClientRect().top > innerHeight / 2)
      result.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    // The address then names the round checked, so it can be shared or bookmarked.
    if (next.outcome.state === 'done')
      setParams(linkOf(form), {
        replace: true,
        preventScrollReset: true,
      });
  };
  const { outcome } = checked;
  return (
    <PageShell title={t('title')} lead={t('lead')} testId="fair-page">
      <div className={styles.columns}>
        <PageSection title={t('form.title')} id="fair-form-title">
          <RoundFormFields form={form} issues={checked.issues} onChange={change} onSubmit={submit} />
        </PageSection>
        <div ref={resultRef} className={styles.anchor}>
          <PageSection title={t('result.title')} id="fair-result-title">
            {outcome.state === 'done' ? (
              <VerificationResult input={outcome.input} verification={outcome.verification} />
            ) : outcome.state === 'error' ? (
              <p className={styles.fail} role="alert" data-testid="fair-error">
                {t('result.error')}
              </p>
            ) : (
              <p className={styles.note} data-testid="fair-empty">
                {t('result.empty')}
              </p>
            )}
          </PageSection>
        </div>
      </div>
      <HowItWorks />
      <GameRulesLinks />
    </PageShell>
  );
}
