import { screen, waitFor, within } from '@testing-library/react';
import type { Observer } from '../api/types';
import { makeObserver, pageOf } from '../testing/fixtures';
import { COUNT, OBSERVERS, createObserversApi, requestsTo } from '../testing/observersApi';
import { renderArea } from '../testing/renderObservers';

jest.setTimeout(30_000);

/** A list and a delete that agree, like the API: a deleted observer is gone from the next page asked. */
function roster(initial: readonly Observer[]) {
  let observers = [...initial];
  return createObserversApi()
    .on('GET', OBSERVERS, () => ({ body: pageOf(observers, observers.length, 1) }))
    .on('GET', COUNT, () => ({ body: observers.length }))
    .on('DELETE', OBSERVERS, (request) => {
      observers = observers.filter((observer) => String(observer.id) !== String(request.query.id));
      return { body: true };
    });
}

/** The ids the API was asked to delete, in order (as the query string carries them). */
const deleted = (api: ReturnType<typeof roster>) => requestsTo(api, OBSERVERS, 'DELETE').map((request) => request.query.id);

const ana = makeObserver({ id: 1, name: 'Ana Pop', phone: '0722000001' });
const ion = makeObserver({ id: 2, name: 'Ion Ionescu', phone: '0722000002' });

describe('ObserversPage: focus after a delete (issue 21)', () => {
  it('in the table, a keyboard delete puts focus on the next row’s first control once the list is back, and says so', async () => {
    const api = roster([ana, ion]);
    const { user } = renderArea('/', { http: api.http });
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
    expect(deleted(api)).toEqual(['1']);
  });

  it('on the cards, the last card hands focus to the previous one; the only one to the heading', async () => {
    const api = roster([ana, ion]);
    const { user } = renderArea('/?view=cards', { http: api.http });
    await screen.findByRole('heading', { level: 2, name: 'Ion Ionescu' });
    await user.click(screen.getByRole('button', { name: 'Delete Ion Ionescu' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Ana Pop' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete Ana Pop' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Observers' })).toHaveFocus());
    expect(deleted(api)).toEqual(['2', '1']);
  });
});
