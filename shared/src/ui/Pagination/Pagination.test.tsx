import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { Pagination } from './Pagination';
import { getPageWindow } from './pageWindow';

function pageButtons() {
  return screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
}

function Controlled({ initialPage = 1, totalItems = 1000, onPageChange = jest.fn() }) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      page={page}
      pageSize={100}
      totalItems={totalItems}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

describe('getPageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3], false, true],
    [3, 10, [1, 2, 3, 4, 5], false, true],
    [4, 10, [2, 3, 4, 5, 6], true, true],
    [8, 10, [6, 7, 8, 9, 10], true, false],
    [7, 10, [5, 6, 7, 8, 9], true, true],
    [10, 10, [8, 9, 10], true, false],
    [1, 1, [1], false, false],
    [2, 3, [1, 2, 3], false, false],
  ])('page %i of %i shows %j (before %s, after %s)', (page, total, pages, before, after) => {
    expect(getPageWindow(page, total)).toEqual({ pages, ellipsisBefore: before, ellipsisAfter: after });
  });
});

describe('Pagination', () => {
  it('renders nothing when there are no items', () => {
    const { container } = renderWithHost(<Pagination page={1} pageSize={100} totalItems={0} onPageChange={() => {}} />);
    // Inside the area root every test renders in.
    expect(container.querySelector('[data-area]')).toBeEmptyDOMElement();
  });

  it('is a named navigation landmark with the current page marked', () => {
    renderWithHost(<Controlled initialPage={4} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows the ±2 window with ellipses on both sides in the middle', () => {
    renderWithHost(<Controlled initialPage={5} />);
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('shows no ellipsis before the window on page 3, and none after on the last page but 2', () => {
    const { unmount } = renderWithHost(<Controlled initialPage={3} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getAllByText('…')).toHaveLength(1);
    unmount();
    renderWithHost(<Controlled initialPage={8} />);
    expect(pageButtons()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getAllByText('…')).toHaveLength(1);
  });

  it('says which items are shown, with numbers formatted for the language', () => {
    renderWithHost(<Pagination page={3} pageSize={100} totalItems={9874} onPageChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 201 to 300 of 9,874');
  });

  it('shows the last partial page and formats in Romanian', () => {
    renderWithHost(<Pagination page={99} pageSize={100} totalItems={9874} onPageChange={() => {}} />, { language: 'ro' });
    expect(screen.getByRole('status')).toHaveTextContent('Se afișează de la 9.801 la 9.874 din 9.874');
    expect(screen.getByRole('navigation', { name: 'Paginare' })).toBeInTheDocument();
  });

  it('moves with first, previous, next and last, disabling them at the ends', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithHost(<Controlled onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    // Still focused after reaching the end, so keyboard users do not lose their place.
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('works from the keyboard and keeps focus on the chosen page button', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithHost(<Controlled onPageChange={onPageChange} />);
    screen.getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
  });

  it('does not ask again for the page already shown', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithHost(<Controlled onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
