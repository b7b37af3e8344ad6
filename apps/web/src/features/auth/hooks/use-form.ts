import { useRef, useState } from 'react';
import type { Issue } from '../model/issues';

export type Values<F extends string> = Record<F, string>;
export type Issues<F extends string> = Partial<Record<F, Issue>>;
/** The problem of one field given all values (a confirmation looks at the password), or null. */
export type Check<F extends string> = (field: F, values: Values<F>) => Issue | null;

export interface FieldBinding<F extends string> {
  name: F;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  issue: Issue | null;
}

export interface Form<F extends string> {
  values: Values<F>;
  issues: Issues<F>;
  set(field: F, value: string): void;
  /** Checks one field and shows its problem; true when it has none. */
  checkOne(field: F): boolean;
  /** Checks the listed fields, shows their problems and returns the first field with one (null: valid). */
  validate(fields: readonly F[]): F | null;
  /** Shows problems the server reported; names of fields the form does not have are ignored. */
  showIssues(issues: Partial<Record<string, Issue>>): void;
  bind(field: F): FieldBinding<F>;
}

/**
 * Values and problems of a small form. A field is checked when it is left (blur) and at submit; a field that
 * shows a problem is checked again as it is typed in, so the message goes away as soon as it is fixed.
 * Leaving an empty field never typed in says nothing: the message would push the dialog's links down under
 * the pointer that is about to click one (submit still reports it).
 */
export function useForm<F extends string>(initial: Values<F>, check: Check<F>): Form<F> {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<Issues<F>>({});
  // The latest values for handlers that run after an await (a failed call clears the captcha).
  const latest = useRef(initial);
  const typedIn = useRef(new Set<F>());

  const set = (field: F, value: string) => {
    typedIn.current.add(field);
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    setIssues((current) => {
      const out: Issues<F> = {};
      for (const name of Object.keys(current) as F[]) {
        const issue = current[name];
        // Another field's server message stays until that field changes or the form is sent again.
        const result = name !== field && issue?.key === 'server' ? issue : check(name, next);
        if (result) out[name] = result;
      }
      return out;
    });
  };

  const checkOne = (field: F) => {
    const issue = check(field, latest.current);
    setIssues((current) => {
      const { [field]: _old, ...rest } = current;
      return (issue ? { ...rest, [field]: issue } : rest) as Issues<F>;
    });
    return issue === null;
  };

  const validate = (fields: readonly F[]): F | null => {
    const found: Issues<F> = {};
    for (const field of fields) {
      const issue = check(field, latest.current);
      if (issue) found[field] = issue;
    }
    setIssues(found);
    return fields.find((field) => found[field]) ?? null;
  };

  const showIssues = (server: Partial<Record<string, Issue>>) =>
    setIssues((current) => {
      const out = { ...current };
      for (const [field, issue] of Object.entries(server))
        if (issue && field in latest.current) out[field as F] = issue;
      return out;
    });

  const bind = (field: F): FieldBinding<F> => ({
    name: field,
    value: values[field],
    onChange: (value) => set(field, value),
    onBlur: () => {
      if (latest.current[field] === '' && !typedIn.current.has(field) && !issues[field]) return;
      checkOne(field);
    },
    issue: issues[field] ?? null,
  });

  return { values, issues, set, checkOne, validate, showIssues, bind };
}

/** Moves the keyboard focus to a form's field by its name. */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (!form || !name) return;
  form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
}
