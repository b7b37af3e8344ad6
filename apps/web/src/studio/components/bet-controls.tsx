import { useTranslation } from 'react-i18next';
import { stepBet } from '../model/bets';

interface BetControlsProps {
  levels: readonly number[];
  bet: number;
  onChange: (bet: number) => void;
  disabled: boolean;
  format: (minor: number) => string;
}

/** Total bet: one of the game's levels, lowered or raised one level at a time (also with the arrow keys). */
export function BetControls({ levels, bet, onChange, disabled, format }: BetControlsProps) {
  const { t } = useTranslation('studio');
  const index = levels.indexOf(bet);
  return (
    <div className="studio-bet" role="group" aria-label={t('bet.label')}>
      <button
        type="button"
        className="studio-round-button"
        aria-label={t('bet.lower')}
        disabled={disabled || index <= 0}
        onClick={() => onChange(stepBet(levels, bet, -1))}
        data-testid="bet-lower"
      >
        −
      </button>
      <div className="studio-bet__value">
        <span className="studio-label">{t('bet.label')}</span>
        <output aria-live="polite" data-testid="bet-value">
          {format(bet)}
        </output>
      </div>
      <button
        type="button"
        className="studio-round-button"
        aria-label={t('bet.raise')}
        disabled={disabled || index >= levels.length - 1}
        onClick={() => onChange(stepBet(levels, bet, 1))}
        data-testid="bet-raise"
      >
        +
      </button>
    </div>
  );
}

interface AmountInputProps {
  id: string;
  value: string;
  /** The new text; the screen parses it and clears its last error. */
  onChange: (text: string) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  testId: string;
}

/** A typed amount (a stake, a target multiplier): decimal keyboard on phones, marked invalid for assistive tech. */
export function AmountInput({
  id,
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
  testId,
}: AmountInputProps) {
  return (
    <input
      id={id}
      className="studio-input studio-input--amount"
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-testid={testId}
    />
  );
}
