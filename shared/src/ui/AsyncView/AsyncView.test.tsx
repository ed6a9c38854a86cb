import { screen } from '@testing-library/react';
import { ApiError } from '@observatory/shared/http';
import type { RequestState } from '@observatory/shared/area';
import { renderWithHost } from '../../testing';
import { AsyncView } from './AsyncView';

const failure = (status: number) => new ApiError({ status, title: 'x', detail: 'raw', fieldErrors: {}, network: false, aborted: false });

type Rows = readonly string[];

function view(state: RequestState<Rows>, retry = jest.fn()) {
  return renderWithHost(
    <AsyncView request={{ state, retry }} isEmpty={(rows) => rows.length === 0} errors={{ what: 'The rows could not be loaded.' }}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </AsyncView>,
  );
}

describe('AsyncView', () => {
  it('shows loading, then the data', () => {
    const { rerender } = view({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(
      <AsyncView request={{ state: { status: 'success', data: ['a'] }, retry: jest.fn() }}>
        {(rows: readonly string[]) => <p>{rows.join()}</p>}
      </AsyncView>,
    );
    expect(screen.getByText('a')).toBeInTheDocument();
  });

  it('shows an error with Retry, in words for people, and a 403 in place', async () => {
    const retry = jest.fn();
    const { user, unmount } = view({ status: 'error', error: failure(500) }, retry);
    expect(screen.getByRole('alert')).toHaveTextContent('The rows could not be loaded. The server had a problem. Try again in a moment.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
    unmount();
    view({ status: 'error', error: failure(403) });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission');
    expect(screen.queryByText('raw')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty result', () => {
    view({ status: 'success', data: [] });
    expect(screen.getByRole('heading', { name: 'Nothing to show yet.' })).toBeInTheDocument();
  });

  it('keeps the data on screen while a reload runs or after it failed', () => {
    const { rerender } = view({ status: 'loading', data: ['kept'] });
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <AsyncView request={{ state: { status: 'error', error: failure(0), data: ['kept'] }, retry: jest.fn() }}>
        {(rows: readonly string[]) => <p>{rows.join()}</p>}
      </AsyncView>,
    );
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
