import { screen, waitFor, within } from '@testing-library/react';
import type { Observer } from '../api/types';
import { makeObserver, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderObservers';

jest.setTimeout(30_000);

/** A list and a delete that agree, like the API: a deleted observer is gone from the next page asked. */
function roster(initial: readonly Observer[]) {
  let observers = [...initial];
  const get = jest.fn((path: string) =>
    Promise.resolve(path === '/api/v1/observer/count' ? observers.length : pageOf(observers, observers.length, 1)),
  );
  const remove = jest.fn((_path: string, options?: { query?: Record<string, unknown> }) => {
    observers = observers.filter((observer) => observer.id !== options?.query?.id);
    return Promise.resolve(true);
  });
  return { http: { get: get as never, delete: remove as never } };
}

const ana = makeObserver({ id: 1, name: 'Ana Pop', phone: '0722000001' });
const ion = makeObserver({ id: 2, name: 'Ion Ionescu', phone: '0722000002' });

describe('ObserversPage: focus after a delete (issue 21)', () => {
  it('in the table, a keyboard delete puts focus on the next row’s first control once the list is back, and says so', async () => {
    const { user } = renderArea('/', { http: roster([ana, ion]).http });
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    screen.getByRole('button', { name: 'More actions for Ana Pop' }).focus();
    await user.keyboard('{Enter}');
    (await screen.findByRole('menuitem', { name: 'Delete' })).focus();
    await user.keyboard('{Enter}');
    within(await screen.findByRole('alertdialog'))
      .getByRole('button', { name: 'Delete' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ana Pop' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Ion Ionescu' })).toHaveFocus());
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('The list shows page 1 again.'))).toBe(true);
  });

  it('on the cards, the last card hands focus to the previous one; the only one to the heading', async () => {
    const { user } = renderArea('/?view=cards', { http: roster([ana, ion]).http });
    await screen.findByRole('heading', { level: 2, name: 'Ion Ionescu' });
    await user.click(screen.getByRole('button', { name: 'Delete Ion Ionescu' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Ana Pop' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete Ana Pop' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Observers' })).toHaveFocus());
  });
});
