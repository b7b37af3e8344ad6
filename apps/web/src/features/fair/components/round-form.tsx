import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_REGIONS } from '@suerte/contracts/core';
import {
  FAIR_GAMES,
  MIXED_SEED_GAMES,
  PARAM_LIMITS,
  fairGame,
  type FieldName,
  type FormIssues,
  type ParamName,
  type PicksField,
  type RoundForm,
  type SeedPartsField,
} from '../model/round-input';
import styles from './fair.module.css';

type Change = (name: FieldName | ParamName | PicksField | SeedPartsField | 'region', value: string) => void;

interface FieldProps {
  name: Exclude<FieldName, 'game'> | ParamName | PicksField | SeedPartsField;
  form: RoundForm;
  issues: FormIssues;
  onChange: Change;
  inputMode?: 'numeric' | 'text';
  /** A long text (a bingo game's published sales): a box of several lines. */
  multiline?: boolean;
}

const isParam = (name: FieldProps['name']): name is ParamName => name in PARAM_LIMITS;

function Field({ name, form, issues, onChange, inputMode = 'text', multiline = false }: FieldProps) {
  const { t } = useTranslation('fair');
  const id = useId();
  const issue = issues[name];
  const props = {
    id,
    name,
    className: styles.input,
    value: form[name],
    autoComplete: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    'aria-invalid': issue ? true : undefined,
    'aria-describedby': issue ? `${id}-error` : undefined,
    'data-testid': `fair-${name}`,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(`form.${name}`)}
      </label>
      {multiline ? (
        <textarea {...props} rows={3} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <input {...props} inputMode={inputMode} onChange={(e) => onChange(name, e.target.value)} />
      )}
      {issue ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`fair-${name}-error`}>
          {issue === 'required'
            ? t('issues.required')
            : issue === 'mismatch'
              ? t('issues.seedPartsMismatch')
              : isParam(name)
                ? t('issues.range', PARAM_LIMITS[name])
                : t(`issues.${name}`)}
        </p>
      ) : null}
    </div>
  );
}

interface RoundFormProps {
  form: RoundForm;
  issues: FormIssues;
  onChange: Change;
  onSubmit: () => void;
}

/**
 * The revealed round to check: game, server seed and its published hash, client seed, nonce, and the game's own
 * parameters (mine count, players at the table, the event's ratings).
 */
/** Lottery only: the region whose prize layout the draw fills (north 27 numbers, south and central 18). */
function RegionField({ form, issues, onChange }: Omit<RoundFormProps, 'onSubmit'>) {
  const { t } = useTranslation(['fair', 'lottery']);
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('form.region')}
      </label>
      <select
        id={id}
        name="region"
        className={`${styles.input} ${styles.select}`}
        value={form.region}
        onChange={(e) => onChange('region', e.target.value)}
        aria-invalid={issues.region ? true : undefined}
        data-testid="fair-region"
      >
        {/* A link with an unknown region shows it, so the error beside it makes sense. */}
        {(LOTTERY_REGIONS as readonly string[]).includes(form.region) ? null : (
          <option value={form.region}>{form.region}</option>
        )}
        {LOTTERY_REGIONS.map((region) => (
          <option key={region} value={region}>
            {t(`form.regions.${region}`)}
          </option>
        ))}
      </select>
      {issues.region ? (
        <p className={styles.error} data-testid="fair-region-error">
          {t('issues.region')}
        </p>
      ) : null}
    </div>
  );
}

export function RoundFormFields({ form, issues, onChange, onSubmit }: RoundFormProps) {
  const { t } = useTranslation('fair');
  const gameId = useId();
  const params = fairGame(form.game)?.params ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="fair-form">
      <div className={styles.field}>
        <label htmlFor={gameId} className={styles.label}>
          {t('form.game')}
        </label>
        <select
          id={gameId}
          name="game"
          className={`${styles.input} ${styles.select}`}
          value={form.game}
          onChange={(e) => onChange('game', e.target.value)}
          data-testid="fair-game"
        >
          {FAIR_GAMES.map((game) => (
            <option key={game.value} value={game.value}>
              {t(`games.${game.value}`)}
            </option>
          ))}
        </select>
      </div>
      <Field name="serverSeed" form={form} issues={issues} onChange={onChange} />
      <Field name="serverSeedHash" form={form} issues={issues} onChange={onChange} />
      <div className={styles.pair}>
        <Field name="clientSeed" form={form} issues={issues} onChange={onChange} />
        <Field name="nonce" form={form} issues={issues} onChange={onChange} inputMode="numeric" />
      </div>
      {params.length > 0 ? (
        <div className={styles.params} data-testid="fair-params">
          {params.map((param) => (
            <Field
              key={param}
              name={param}
              form={form}
              issues={issues}
              onChange={onChange}
              inputMode="numeric"
            />
          ))}
        </div>
      ) : null}
      {form.game === 'mines' ? <Field name="picks" form={form} issues={issues} onChange={onChange} /> : null}
      {MIXED_SEED_GAMES.includes(form.game) ? (
        <Field name="seedParts" form={form} issues={issues} onChange={onChange} multiline />
      ) : null}
      {form.game === 'lottery' ? <RegionField form={form} issues={issues} onChange={onChange} /> : null}
      <button
        type="submit"
        className={`ui-button ui-button--primary ${styles.submit}`}
        data-testid="fair-verify"
      >
        {t('form.verify')}
      </button>
    </form>
  );
}
