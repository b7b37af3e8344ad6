import {
  ageOn,
  checkRegistration,
  parseBirthday,
  type CalendarDate,
  type FieldProblem,
  type RegisterField,
  type RegisterRules,
} from '@suerte/contracts';
import { AppError } from '../../http/kernel/app-error.js';

/** The registration values the field rules apply to, as plain strings. */
export type RegisterValues = Partial<Record<RegisterField, string | undefined>>;

export function issuesOf(problems: Partial<Record<RegisterField, FieldProblem>>) {
  return Object.entries(problems).map(([field, problem]) => ({
    path: `body.${field}`,
    message: problem!.key,
    problem,
  }));
}

/** Applies the merchant's field rules; throws VALIDATION_FAILED naming every failing field. */
export function enforceRules(
  rules: RegisterRules,
  values: RegisterValues,
  fields?: readonly RegisterField[],
) {
  const problems = checkRegistration(rules, values, fields ? { fields } : undefined);
  if (Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION_FAILED', undefined, { issues: issuesOf(problems) });
  }
}

/**
 * The minimum age: checked on the birthday when the form asks for one (a bad date is a field error),
 * otherwise the agreement, which states the age, stands for it.
 */
export function enforceMinimumAge(
  birthday: string | undefined,
  patternId: number,
  minimumAge: number,
  today: CalendarDate,
) {
  if (!birthday) return;
  const parsed = parseBirthday(birthday, patternId === 13 ? 13 : 11);
  if (!parsed) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      issues: [{ path: 'body.birthday', message: 'pattern', problem: { key: 'pattern', patternId } }],
    });
  }
  if (ageOn(parsed, today) < minimumAge) throw new AppError('UNDERAGE', undefined, { minimumAge });
}

export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
