import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormCategoryBadge } from './form-category-badge';

describe('FormCategoryBadge', () => {
  it.each([
    ['Appointments', 'bg-blue-100'],
    ['Home Collection', 'bg-green-100'],
    ['Complaints/Feedback', 'bg-red-100'],
    ['General Inquiry', 'bg-purple-100'],
    ['Test Report', 'bg-yellow-100'],
    ['Other', 'bg-slate-100'],
  ])('shows %s in its colour', (category, colour) => {
    render(<FormCategoryBadge category={category} />);
    expect(screen.getByText(category)).toHaveClass(colour);
  });

  it("shows an organization's own category in the colour its form gives", () => {
    render(<FormCategoryBadge category="Support Ticket" color="orange" />);
    const badge = screen.getByText('Support Ticket');
    expect(badge).toHaveClass('bg-orange-100');
    expect(badge).toHaveAttribute('data-color', 'orange');
  });

  it("lets the organization's colour win over SPEC's for a SPEC category", () => {
    render(<FormCategoryBadge category="Appointments" color="teal" />);
    expect(screen.getByText('Appointments')).toHaveClass('bg-teal-100');
    expect(screen.getByText('Appointments')).not.toHaveClass('bg-blue-100');
  });
});
