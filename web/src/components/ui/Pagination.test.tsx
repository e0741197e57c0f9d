import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

/** What is shown in order, ellipses included (they are hidden from assistive tech). */
function pageLabels() {
  return [...screen.getByRole('list').querySelectorAll('li')].map((item) => item.textContent);
}

describe('Pagination', () => {
  it.each([0, 1])('is hidden with %i page(s)', (totalPages) => {
    const { container } = render(
      <Pagination currentPage={1} totalPages={totalPages} onPageChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('always shows the first and last page, two either side of the current, ellipses between', () => {
    render(<Pagination currentPage={6} totalPages={12} onPageChange={() => {}} label="Pages" />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(pageLabels()).toEqual(['1', '...', '4', '5', '6', '7', '8', '...', '12']);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBeNull();
  });

  it('goes to a numbered page, the previous or the next one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <Pagination currentPage={1} totalPages={2} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    rerender(<Pagination currentPage={2} totalPages={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
