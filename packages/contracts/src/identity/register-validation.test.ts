import { describe, expect, it } from 'vitest';
import { REGISTER_FIELDS, type RegisterRule, type RegisterRules } from './register-fields.js';
import { checkField, checkPassword, checkRegistration } from './register-validation.js';

const rule = (overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  minLength: 2,
  maxLength: 10,
  patternId: 0,
  acceptedPattern: '*',
  ...overrides,
});

const off = rule({ enabled: false });
const rulesWith = (overrides: Partial<RegisterRules>): RegisterRules => ({
  ...(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, off])) as RegisterRules),
  ...overrides,
});

describe('checkField', () => {
  it('ignores a disabled field whatever its value', () => {
    expect(checkField(off, undefined)).toBeNull();
    expect(checkField(off, 'x'.repeat(50))).toBeNull();
  });

  it.each([undefined, null, '', '   ', '\t\n'])('reports a required field left as %j', (value) => {
    expect(checkField(rule(), value)).toEqual({ key: 'required' });
  });

  it.each([undefined, null, '', '   '])('accepts an optional field left as %j', (value) => {
    expect(checkField(rule({ required: false, patternId: 6, acceptedPattern: 'x' }), value)).toBeNull();
  });

  it('checks the trimmed value by default', () => {
    expect(checkField(rule({ patternId: 4, maxLength: 3 }), '  abc  ')).toBeNull();
  });

  it('checks the value as typed when not trimming', () => {
    expect(checkField(rule({ patternId: 9 }), ' ab', { trim: false })).toEqual({
      key: 'pattern',
      patternId: 9,
    });
    expect(checkField(rule({ maxLength: 3 }), ' abc', { trim: false })).toEqual({
      key: 'length',
      min: 2,
      max: 3,
    });
    expect(checkField(rule(), '   ', { trim: false })).toBeNull();
    expect(checkField(rule(), '', { trim: false })).toEqual({ key: 'required' });
  });

  it('reports a length outside the bounds with both bounds', () => {
    const r = rule({ minLength: 3, maxLength: 5 });
    expect(checkField(r, 'ab')).toEqual({ key: 'length', min: 3, max: 5 });
    expect(checkField(r, 'abcdef')).toEqual({ key: 'length', min: 3, max: 5 });
    expect(checkField(r, 'abc')).toBeNull();
    expect(checkField(r, 'abcde')).toBeNull();
  });

  it('reports a single length when min equals max', () => {
    const r = rule({ minLength: 4, maxLength: 4 });
    expect(checkField(r, 'abc')).toEqual({ key: 'lengthExact', length: 4 });
    expect(checkField(r, 'abcde')).toEqual({ key: 'lengthExact', length: 4 });
    expect(checkField(r, 'abcd')).toBeNull();
  });

  it('counts Unicode code points, not UTF-16 units', () => {
    const r = rule({ minLength: 2, maxLength: 2 });
    expect(checkField(r, '𠮷野')).toBeNull();
    expect(checkField(r, '😀😀')).toBeNull();
    expect(checkField(r, '😀')).toEqual({ key: 'lengthExact', length: 2 });
  });

  it('checks the pattern after the length', () => {
    const r = rule({ patternId: 6, minLength: 3, maxLength: 5 });
    expect(checkField(r, 'ab')).toEqual({ key: 'length', min: 3, max: 5 });
    expect(checkField(r, 'abc')).toEqual({ key: 'pattern', patternId: 6 });
    expect(checkField(r, '123')).toBeNull();
  });

  it('checks the accepted pattern last', () => {
    const r = rule({ patternId: 6, acceptedPattern: '09\\d+' });
    expect(checkField(r, '12a')).toEqual({ key: 'pattern', patternId: 6 });
    expect(checkField(r, '1234')).toEqual({ key: 'accepted' });
    expect(checkField(r, '0912')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '[' }), 'ab')).toEqual({ key: 'accepted' });
  });

  it('treats an unknown pattern id as any', () => {
    expect(checkField(rule({ patternId: 12 }), 'a b!')).toBeNull();
  });
});

describe('checkRegistration', () => {
  const rules = rulesWith({
    username: rule({ patternId: 1, minLength: 4, maxLength: 12 }),
    password: rule({ patternId: 20, minLength: 6, maxLength: 20 }),
    confirmPassword: rule({ minLength: 6, maxLength: 20 }),
    email: rule({ required: false, patternId: 3, maxLength: 50 }),
    mobileNum: rule({ patternId: 6, minLength: 10, maxLength: 10 }),
  });
  const valid = {
    username: 'player1',
    password: 'Secret1!',
    confirmPassword: 'Secret1!',
    mobileNum: '0912345678',
  };

  it('accepts a valid registration', () => {
    expect(checkRegistration(rules, valid)).toEqual({});
    expect(checkRegistration(rules, { ...valid, email: 'p@example.com' })).toEqual({});
  });

  it('reports every enabled field and ignores disabled ones', () => {
    expect(checkRegistration(rules, { qqNum: 'x', nickname: '' })).toEqual({
      username: { key: 'required' },
      password: { key: 'required' },
      confirmPassword: { key: 'required' },
      mobileNum: { key: 'required' },
    });
  });

  it('reports each kind of problem under its field', () => {
    expect(
      checkRegistration(rules, {
        ...valid,
        username: '1player',
        email: 'not an email',
        mobileNum: '091234',
      }),
    ).toEqual({
      username: { key: 'pattern', patternId: 1 },
      email: { key: 'pattern', patternId: 3 },
      mobileNum: { key: 'lengthExact', length: 10 },
    });
  });

  it('trims ordinary fields but not passwords', () => {
    expect(checkRegistration(rules, { ...valid, username: '  player1  ' })).toEqual({});
    const spaced = ' Secret1!';
    expect(checkRegistration(rules, { ...valid, password: spaced, confirmPassword: spaced })).toEqual({
      password: { key: 'pattern', patternId: 20 },
    });
  });

  it('reports a confirmation that differs from the password even when it satisfies its own rule', () => {
    expect(checkRegistration(rules, { ...valid, confirmPassword: 'Secret2!' })).toEqual({
      confirmPassword: { key: 'mismatch' },
    });
    expect(checkRegistration(rules, { ...valid, confirmPassword: 'Secret1! ' })).toEqual({
      confirmPassword: { key: 'mismatch' },
    });
  });

  it("reports the confirmation's own problem before a mismatch", () => {
    expect(checkRegistration(rules, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: { key: 'required' },
    });
  });

  it('compares an optional confirmation with the password', () => {
    const optional = { ...rules, confirmPassword: rule({ required: false, minLength: 6, maxLength: 20 }) };
    expect(checkRegistration(optional, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: { key: 'mismatch' },
    });
  });

  it('checks only the requested fields', () => {
    expect(checkRegistration(rules, {}, { fields: ['username', 'qqNum'] })).toEqual({
      username: { key: 'required' },
    });
    expect(
      checkRegistration(
        rules,
        { password: 'Secret1!', confirmPassword: 'x' },
        { fields: ['confirmPassword'] },
      ),
    ).toEqual({ confirmPassword: { key: 'length', min: 6, max: 20 } });
    expect(
      checkRegistration(
        rules,
        { password: 'Secret1!', confirmPassword: 'Secret9!' },
        { fields: ['confirmPassword'] },
      ),
    ).toEqual({ confirmPassword: { key: 'mismatch' } });
  });

  it('skips fields missing from an older rule set', () => {
    const partial = { username: rules.username } as unknown as RegisterRules;
    expect(checkRegistration(partial, { username: 'player1' })).toEqual({});
  });
});

describe('checkPassword', () => {
  it('applies the password rule as enabled and required', () => {
    const r = rule({ enabled: false, required: false, patternId: 20, minLength: 8, maxLength: 8 });
    expect(checkPassword(r, '')).toEqual({ key: 'required' });
    expect(checkPassword(r, 'Ab1!')).toEqual({ key: 'lengthExact', length: 8 });
    expect(checkPassword(r, 'abcdefg1')).toEqual({ key: 'pattern', patternId: 20 });
    expect(checkPassword(r, 'Abcdef1!')).toBeNull();
  });

  it('does not trim the password', () => {
    const r = rule({ minLength: 4, maxLength: 4 });
    expect(checkPassword(r, ' abc')).toBeNull();
    expect(checkPassword(r, ' abc ')).toEqual({ key: 'lengthExact', length: 4 });
  });
});
