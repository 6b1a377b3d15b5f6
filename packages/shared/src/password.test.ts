import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, passwordStrength } from './password.js';

describe('passwordStrength (SPEC §5 meter)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Medium'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Strong'],
  ])('%s scores %i: %s', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('meetsPasswordRule', () => {
  it('needs 8+ characters with upper, lower, digit and a special character', () => {
    expect(meetsPasswordRule('Passw0rd!')).toBe(true);
    expect(meetsPasswordRule('Pa0!')).toBe(false);
    expect(meetsPasswordRule('password0!')).toBe(false);
    expect(meetsPasswordRule('PASSWORD0!')).toBe(false);
    expect(meetsPasswordRule('Password!!')).toBe(false);
    expect(meetsPasswordRule('Password00')).toBe(false);
  });

  it('counts only the special characters SPEC lists', () => {
    expect(meetsPasswordRule('Passw0rd_')).toBe(false);
    expect(meetsPasswordRule('Passw0rd<')).toBe(true);
  });
});
