import type { ReactNode } from 'react';
import { CheckIcon, InfoIcon } from '../../../components/ui/icons';
import depositStyles from './deposit.module.css';
import styles from './wallet.module.css';

/** What the last submit came to: done, or accepted and still on its way. */
export interface SubmitOutcome {
  text: string;
  tone: 'done' | 'pending';
}

interface Props {
  /** Test ids are <prefix>-error, <prefix>-submit and <prefix>-result. */
  testPrefix: string;
  label: string;
  workingLabel: string;
  pending: boolean;
  /** The refusal of the last submit, read out at once. */
  error?: ReactNode;
  /** Announced politely; leave it out when the form tells its outcome another way (a toast, its page). */
  outcome?: SubmitOutcome | null;
}

/** A polite live region with the outcome of the last submit (empty until there is one). */
export function OutcomeMessage({ outcome, testId }: { outcome: SubmitOutcome | null; testId: string }) {
  return (
    <div role="status" aria-live="polite">
      {outcome ? (
        <p className={outcome.tone === 'done' ? depositStyles.success : styles.notice} data-testid={testId}>
          {outcome.tone === 'done' ? <CheckIcon size={18} /> : <InfoIcon size={18} />}
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The end of a money form: the server's refusal, the submit button (only aria-disabled while a request is under
 * way, so it keeps focus; the form ignores the press) and the outcome of the last submit.
 */
export function SubmitFooter({ testPrefix, label, workingLabel, pending, error, outcome }: Props) {
  return (
    <>
      {error ? (
        <p className={styles.formError} role="alert" data-testid={`${testPrefix}-error`}>
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="ui-button ui-button--primary"
        aria-disabled={pending || undefined}
        data-testid={`${testPrefix}-submit`}
      >
        {pending ? workingLabel : label}
      </button>
      {outcome === undefined ? null : <OutcomeMessage outcome={outcome} testId={`${testPrefix}-result`} />}
    </>
  );
}
