import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function renderPagination(page: number, totalPages: number, totalItems: number) {
  const onPageChange = vi.fn();
  render(
    <Pagination
      page={page}
      totalPages={totalPages}
      totalItems={totalItems}
      pageSize={10}
      onPageChange={onPageChange}
      label="Users pages"
    />,
  );
  return { onPageChange, nav: screen.getByRole('navigation', { name: 'Users pages' }) };
}

describe('Pagination', () => {
  it('shows the range and disables Previous on the first page', async () => {
    const { onPageChange, nav } = renderPagination(1, 10, 95);
    expect(nav).toHaveTextContent('Showing 1 to 10 of 95 results');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getAllByText('...')).toHaveLength(1);

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows gaps on both sides of a middle page and jumps to a numbered page', async () => {
    const { onPageChange, nav } = renderPagination(5, 10, 95);
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getAllByText('...')).toHaveLength(2);

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenCalledWith(10);
  });

  it('disables Next on the last page and counts its rows', () => {
    const { nav } = renderPagination(10, 10, 95);
    expect(nav).toHaveTextContent('Showing 91 to 95 of 95 results');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('reads zero results with both ends disabled', () => {
    const { nav } = renderPagination(1, 1, 0);
    expect(nav).toHaveTextContent('Showing 0 to 0 of 0 results');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
