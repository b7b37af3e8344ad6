import { useTranslation } from 'react-i18next';
import type { RoundInput } from '../model/round-input';
import type { Verification } from '../model/verify-round';
import { BaccaratOutcome } from './baccarat-outcome';
import { SlotOutcome } from './slot-outcome';
import styles from './fair.module.css';

/** Step 1 (the hash) as a clear pass or fail, then step 2 (the recomputed round) when step 1 passed. */
export function VerificationResult({
  input,
  verification,
}: {
  input: RoundInput;
  verification: Verification;
}) {
  const { t } = useTranslation('fair');
  const { game } = input;
  return (
    <div className={styles.result} data-testid="fair-result">
      <div
        className={`${styles.check} ${verification.hashMatches ? styles.pass : styles.fail}`}
        role={verification.hashMatches ? 'status' : 'alert'}
        data-testid={verification.hashMatches ? 'fair-hash-pass' : 'fair-hash-fail'}
      >
        <strong>{verification.hashMatches ? t('result.hashPass') : t('result.hashFail')}</strong>
        <span className={styles.hashLine}>
          {t('result.computedHash')} <code className={styles.hash}>{verification.computedHash}</code>
        </span>
      </div>
      {!verification.hashMatches ? null : verification.round.kind === 'baccarat' ? (
        <BaccaratOutcome coup={verification.round.coup} />
      ) : game.kind === 'slot' ? (
        <SlotOutcome round={verification.round.round} gameId={game.gameId} variantId={game.variantId} />
      ) : null}
    </div>
  );
}
