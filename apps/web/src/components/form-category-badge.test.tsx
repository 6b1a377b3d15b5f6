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
});
