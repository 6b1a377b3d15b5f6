import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abc', 'Weak'],
    ['abcdefgh', 'Medium'],
    ['Abcdefg1', 'Strong'],
    ['Abcdef1!', 'Strong'],
  ])('rates %s as %s', (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
  });

  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
