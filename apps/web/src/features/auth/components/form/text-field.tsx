import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText, type Issue } from '../../model/issues';
import styles from '../auth.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'prefix' | 'required'
>;

export interface TextFieldProps extends NativeInputProps {
  /** The API field name; also names the field in problem messages ("Username cannot be empty"). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  issue?: Issue | null;
  /** Starred, and announced as required. */
  required?: boolean;
  /** Text before the input, such as the country dialing code. */
  prefix?: string;
  /** What the field expects, shown below it while it has no problem. */
  hint?: string | null;
  /** Controls after the input (captcha image, send-code button). */
  after?: ReactNode;
  /** On the field's wrapper. */
  testId?: string;
  /** On the input itself. */
  inputTestId?: string;
}

/** A labelled input with its problem below it, tied to the input for screen readers. */
export function TextField(props: TextFieldProps) {
  const { name, label, value, onChange, onBlur, issue, hint, required, prefix, after, testId, inputTestId } =
    props;
  const { autoFocus, ...input } = nativeProps(props);
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  const hintId = `${id}-hint`;
  const shownHint = issue ? null : hint;
  const describedBy = [prefix ? prefixId : null, issue ? errorId : null, shownHint ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field} data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        {prefix ? (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        ) : null}
        <input
          {...input}
          id={id}
          className={styles.input}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={issue ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          data-testid={inputTestId}
        />
        {after}
      </div>
      {issue ? (
        <p id={errorId} className={styles.error}>
          {issueText(t, name, issue)}
        </p>
      ) : null}
      {shownHint ? (
        <p id={hintId} className={styles.hint}>
          {shownHint}
        </p>
      ) : null}
    </div>
  );
}

/** The props meant for the <input> element itself. */
function nativeProps(props: TextFieldProps): NativeInputProps {
  const {
    name: _n,
    label: _l,
    value: _v,
    onChange: _c,
    onBlur: _b,
    issue: _i,
    hint: _h,
    required: _r,
    prefix: _p,
    after: _a,
    testId: _t,
    inputTestId: _it,
    ...rest
  } = props;
  return rest;
}
