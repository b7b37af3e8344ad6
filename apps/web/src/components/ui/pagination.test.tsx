import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, type PaginationLabels, type PaginationProps } from './pagination';

const labels: PaginationLabels = {
  nav: 'Pages',
  prev: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
  prevGroup: 'Previous pages',
  nextGroup: 'Next pages',
  page: (p) => `Page ${p}`,
  pageOf: (p, n) => `Page ${p} of ${n}`,
  jumpInput: 'Go to page',
  jumpSubmit: 'Go',
};

function setup(props: Partial<PaginationProps> & { page: number; pageCount: number }) {
  const onChange = vi.fn();
  render(<Pagination labels={labels} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

const pageNumbers = () => screen.queryAllByTestId(/^pagination-page-/).map((b) => Number(b.textContent));

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    setup({ page: 1, pageCount: 1 });
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('is a labelled navigation that marks the current page', () => {
    setup({ page: 2, pageCount: 4 });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.getAttribute('data-testid')).toBe('pagination');
    expect(screen.getByTestId('pagination-page-2').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('pagination-page-1').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });

  it('compact: prev/next and the current group only, without first/last or jump', () => {
    setup({ page: 8, pageCount: 14 });
    expect(pageNumbers()).toEqual([7, 8, 9, 10, 11, 12]);
    expect(screen.queryByTestId('pagination-first')).toBeNull();
    expect(screen.queryByTestId('pagination-last')).toBeNull();
    expect(screen.queryByTestId('pagination-jump')).toBeNull();
    expect(screen.queryByTestId('pagination-next-group')).toBeNull();
  });

  it('moves by page with prev/next, across groups', async () => {
    const { onChange, user } = setup({ page: 7, pageCount: 14 });
    await user.click(screen.getByTestId('pagination-prev'));
    expect(onChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByTestId('pagination-next'));
    expect(onChange).toHaveBeenLastCalledWith(8);
    await user.click(screen.getByTestId('pagination-page-10'));
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('does nothing on a disabled control or on the current page, and keeps them focusable', async () => {
    const { onChange, user } = setup({ page: 1, pageCount: 3 });
    const prev = screen.getByTestId('pagination-prev');
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByTestId('pagination-page-1'));
    await user.click(prev);
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(prev);
  });

  it('works from the keyboard', async () => {
    const { onChange, user } = setup({ page: 1, pageCount: 3 });
    await user.tab(); // prev
    await user.tab(); // page 1
    await user.tab(); // page 2
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  describe('with more than five groups', () => {
    it('adds first/last, group jumps and the position', async () => {
      const { onChange, user } = setup({ page: 8, pageCount: 40 });
      expect(screen.getByText('Page 8 of 40')).toBeTruthy();
      await user.click(screen.getByTestId('pagination-first'));
      expect(onChange).toHaveBeenLastCalledWith(1);
      await user.click(screen.getByTestId('pagination-last'));
      expect(onChange).toHaveBeenLastCalledWith(40);
      await user.click(screen.getByTestId('pagination-prev-group'));
      expect(onChange).toHaveBeenLastCalledWith(1);
      await user.click(screen.getByTestId('pagination-next-group'));
      expect(onChange).toHaveBeenLastCalledWith(13);
    });

    it('jumps to a typed page, clamped to the range', async () => {
      const { onChange, user } = setup({ page: 1, pageCount: 40 });
      const input = screen.getByRole('spinbutton', { name: 'Go to page' });
      await user.clear(input);
      await user.type(input, '25{Enter}');
      expect(onChange).toHaveBeenLastCalledWith(25);
      await user.clear(input);
      await user.type(input, '400');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(onChange).toHaveBeenLastCalledWith(40);
    });
  });

  it('ranged layout shows margins, a window and hidden gaps', async () => {
    const { onChange, user } = setup({ page: 10, pageCount: 20, layout: 'ranged' });
    expect(pageNumbers()).toEqual([1, 9, 10, 11, 20]);
    await user.click(screen.getByTestId('pagination-page-20'));
    expect(onChange).toHaveBeenLastCalledWith(20);
    await user.click(screen.getByTestId('pagination-next'));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });
});
