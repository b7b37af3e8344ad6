import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addNumbers,
  allNumbersOf,
  parseNumberList,
  quickPick,
  toggleNumber,
  type ParsedNumbers,
} from '../model/number-picks';
import styles from './lottery.module.css';

interface NumberPickerProps {
  /** Digits of each number: 1 (đầu / đuôi), 2, 3 or 4. */
  digits: number;
  value: readonly string[];
  onChange: (numbers: string[]) => void;
}

/**
 * Chooses numbers: a grid to tap (0–9 and 00–99), quick picks (every number with a head or tail digit,
 * doubles, random N), and a field to type or paste a list ("12 34, 56") that says which entries are not valid.
 */
export function NumberPicker({ digits, value, onChange }: NumberPickerProps) {
  const { t } = useTranslation('lottery');
  const textId = useId();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedNumbers | null>(null);
  const [randomCount, setRandomCount] = useState('5');
  const add = (numbers: readonly string[]) => onChange(addNumbers(value, numbers));
  const addTyped = () => {
    const result = parseNumberList(text, digits);
    setParsed(result);
    if (result.numbers.length > 0) add(result.numbers);
    if (result.invalid.length === 0) setText('');
  };
  const count = Math.max(1, Math.min(Number.parseInt(randomCount, 10) || 1, 10 ** digits));
  return (
    <div className="lottery-picker" data-testid="number-picker">
      {digits <= 2 ? (
        <div className={styles.grid} role="group" aria-label={t('picker.grid')}>
          {allNumbersOf(digits).map((n) => (
            <button
              key={n}
              type="button"
              className={styles.cell}
              aria-pressed={value.includes(n)}
              onClick={() => onChange(toggleNumber(value, n))}
            >
              {n}
            </button>
          ))}
        </div>
      ) : null}
      {digits >= 2 ? (
        <details className="lottery-quick">
          <summary>{t('picker.quick')}</summary>
          <div className={styles.row}>
            <span className={styles.muted}>{t('picker.tails')}</span>
            {allNumbersOf(1).map((d) => (
              <button
                key={`t${d}`}
                type="button"
                className={styles.chip}
                onClick={() => add(quickPick(digits, { kind: 'tail', digit: Number(d) }))}
              >
                {t('picker.tail', { digit: d })}
              </button>
            ))}
          </div>
          <div className={styles.row}>
            <span className={styles.muted}>{t('picker.heads')}</span>
            {allNumbersOf(1).map((d) => (
              <button
                key={`h${d}`}
                type="button"
                className={styles.chip}
                onClick={() => add(quickPick(digits, { kind: 'head', digit: Number(d) }))}
              >
                {t('picker.head', { digit: d })}
              </button>
            ))}
          </div>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => add(quickPick(digits, { kind: 'doubles' }))}
            >
              {t('picker.doubles')}
            </button>
            <label className={styles.row}>
              <span className={styles.muted}>{t('picker.randomCount')}</span>
              <input
                className={styles.small}
                inputMode="numeric"
                value={randomCount}
                onChange={(e) => setRandomCount(e.target.value.replace(/\D/g, '').slice(0, 4))}
              />
            </label>
            <button
              type="button"
              className={styles.chip}
              onClick={() => add(quickPick(digits, { kind: 'random', count }, cryptoRandom))}
              data-testid="pick-random"
            >
              {t('picker.random', { count })}
            </button>
          </div>
        </details>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={textId}>{t('picker.typeLabel', { digits })}</label>
        <div className={styles.row}>
          <textarea
            id={textId}
            rows={2}
            value={text}
            placeholder={t('picker.typePlaceholder', { example: example(digits) })}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                addTyped();
              }
            }}
            data-testid="picker-text"
          />
          <button type="button" className="ui-button" onClick={addTyped} data-testid="picker-add">
            {t('picker.add')}
          </button>
        </div>
        {parsed && parsed.invalid.length > 0 ? (
          <p className={styles.problem} role="alert">
            {t('picker.invalid', { entries: parsed.invalid.join(', '), digits })}
          </p>
        ) : null}
        {parsed && parsed.repeated.length > 0 ? (
          <p className={styles.muted}>{t('picker.repeated', { entries: parsed.repeated.join(', ') })}</p>
        ) : null}
      </div>
      <div className={styles.row}>
        <span className={styles.picked} data-testid="picked">
          {value.length > 0
            ? t('picker.picked', { count: value.length, numbers: shortList(value) })
            : t('picker.none')}
        </span>
        {value.length > 0 ? (
          <button type="button" className={styles.chip} onClick={() => onChange([])}>
            {t('picker.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function example(digits: number): string {
  return ['1 5 9', '12 34, 56', '123 456, 789', '1234 5678'][digits - 1] ?? '12 34';
}

function shortList(numbers: readonly string[]): string {
  return numbers.length > 30 ? `${numbers.slice(0, 30).join(' ')} …` : numbers.join(' ');
}

/** A uniform number in [0, 1) from the browser's CSPRNG. */
function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] as number) / 2 ** 32;
}
