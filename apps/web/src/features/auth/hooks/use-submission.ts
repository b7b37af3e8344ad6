import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityLimits } from '@suerte/contracts/core';
import { serverOutcome } from '../model/server-errors';
import { focusField, type Form } from './use-form';

export interface Submission<F extends string> {
  /** For the <form>: the field with a problem gets the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The message above the form (usually the server's), or null. */
  formError: string | null;
  /**
   * For onSubmit: checks the fields and focuses the first one with a problem, then runs `ready` (a last check
   * that says itself why it fails, such as the agreement). True when the form may be sent; the message above
   * the form is then cleared.
   */
  accept(event: FormEvent, fields: readonly F[], ready?: () => boolean): boolean;
  /** For a failed call: its problems under the shown fields, the rest above the form. */
  fail(error: unknown, shown: readonly F[]): void;
}

/** What every identity form does around its call (spec §5): check before sending, show what failed. */
export function useSubmission<F extends string>(form: Form<F>, limits?: IdentityLimits): Submission<F> {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const accept = (event: FormEvent, fields: readonly F[], ready?: () => boolean) => {
    event.preventDefault();
    const bad = form.validate(fields);
    if (bad) {
      focusField(formRef.current, bad);
      return false;
    }
    if (ready && !ready()) return false;
    setFormError(null);
    return true;
  };

  const fail = (failure: unknown, shown: readonly F[]) => {
    const outcome = serverOutcome(failure, shown, t, limits);
    form.showIssues(outcome.fields);
    setFormError(outcome.form);
  };

  return { formRef, formError, accept, fail };
}
