import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FAIR_GAMES, type FieldName, type FormIssues, type RoundForm } from '../model/round-input';
import styles from './fair.module.css';

interface FieldProps {
  name: Exclude<FieldName, 'game'>;
  form: RoundForm;
  issues: FormIssues;
  onChange: (name: FieldName, value: string) => void;
  inputMode?: 'numeric' | 'text';
}

function Field({ name, form, issues, onChange, inputMode = 'text' }: FieldProps) {
  const { t } = useTranslation('fair');
  const id = useId();
  const issue = issues[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(`form.${name}`)}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        value={form[name]}
        onChange={(e) => onChange(name, e.target.value)}
        inputMode={inputMode}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-error` : undefined}
        data-testid={`fair-${name}`}
      />
      {issue ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`fair-${name}-error`}>
          {t(issue === 'required' ? 'issues.required' : `issues.${name}`)}
        </p>
      ) : null}
    </div>
  );
}

interface RoundFormProps {
  form: RoundForm;
  issues: FormIssues;
  onChange: (name: FieldName, value: string) => void;
  onSubmit: () => void;
}

/** The revealed round to check: game, server seed and its published hash, client seed, nonce. */
export function RoundFormFields({ form, issues, onChange, onSubmit }: RoundFormProps) {
  const { t } = useTranslation('fair');
  const gameId = useId();
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
              {game.game.kind === 'baccarat' ? t('games.baccarat') : game.name}
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
