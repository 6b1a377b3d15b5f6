import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, signupFormSchema, signupRequestSchema } from './auth-schemas.js';
import { validationMessages as m } from './messages.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('signupFormSchema', () => {
  it('reports every SPEC message of an empty form', () => {
    expect(messagesOf(signupFormSchema.safeParse({}))).toEqual([
      m.fullNameRequired,
      m.emailRequired,
      m.organizationNameRequired,
      m.passwordRequired,
      m.confirmPasswordRequired,
      m.termsRequired,
    ]);
  });

  it('shows a mismatch while other fields are still wrong', () => {
    const result = signupFormSchema.safeParse({
      name: '',
      email: 'a@b.co',
      organizationName: 'Org',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd?',
      terms: false,
    });
    expect(messagesOf(result)).toContain(m.passwordsDoNotMatchSignup);
  });
});

describe('signupRequestSchema', () => {
  it('turns the snake_case shape into the camelCase one, trimmed', () => {
    const parsed = signupRequestSchema.parse({
      full_name: ' Ann ',
      email: ' ann@example.com ',
      organization_name: ' Lab ',
      password: 'Passw0rd!',
      confirm_password: 'Passw0rd!',
    });
    expect(parsed).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      organizationName: 'Lab',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
  });
});

describe('changePasswordFormSchema', () => {
  it('words the mismatch as the Security tab does', () => {
    const result = changePasswordFormSchema.safeParse({
      current_password: 'x',
      new_password: 'Passw0rd!',
      confirm_new_password: 'Passw0rd?',
    });
    expect(messagesOf(result)).toEqual([m.settingsPasswordsDoNotMatch]);
  });
});
