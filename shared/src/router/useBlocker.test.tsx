import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuardedBrowserRouter, Link, MemoryRouter, Route, Routes, useBlocker, useLocation, useNavigate } from '@observatory/shared/router';
import type { BlockerFunction } from '@observatory/shared/router';

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

/** An editor that holds navigations away while `dirty`, with Stay and Leave. */
function Editor({ shouldBlock }: { shouldBlock: boolean | BlockerFunction }) {
  const blocker = useBlocker(shouldBlock);
  const navigate = useNavigate();
  return (
    <>
      <h1>Editor</h1>
      <Link to="/list">List</Link>
      <button type="button" onClick={() => void navigate('/list')}>
        Go to list
      </button>
      <button type="button" onClick={() => void navigate('/list', { replace: true })}>
        Replace with list
      </button>
      {blocker.state === 'blocked' && (
        <div role="alertdialog" aria-label={`Leave for ${blocker.location.pathname}?`}>
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
        </div>
      )}
    </>
  );
}

function renderAt(path: string, shouldBlock: boolean | BlockerFunction) {
  window.history.replaceState(null, '', path);
  render(
    <GuardedBrowserRouter>
      <Address />
      <Routes>
        <Route path="/editor" element={<Editor shouldBlock={shouldBlock} />} />
        <Route
          path="/list"
          element={
            <>
              <h1>List</h1>
              <Link to="/editor">Edit</Link>
            </>
          }
        />
      </Routes>
    </GuardedBrowserRouter>,
  );
  return userEvent.setup();
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('useBlocker in the GuardedBrowserRouter', () => {
  it.each([
    ['a link', () => screen.getByRole('link', { name: 'List' })],
    ['a push from navigate()', () => screen.getByRole('button', { name: 'Go to list' })],
  ])('holds %s: Stay keeps the page and the address, Leave goes on', async (_how, away) => {
    const user = renderAt('/editor', true);
    await user.click(away());
    expect(screen.getByRole('alertdialog', { name: 'Leave for /list?' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/editor');
    expect(window.location.pathname).toBe('/editor');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(address()).toHaveTextContent('/editor');
    expect(window.location.pathname).toBe('/editor');

    await user.click(away());
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/list');
  });

  it('holds a replace from navigate() the same way', async () => {
    const user = renderAt('/editor', true);
    await user.click(screen.getByRole('button', { name: 'Replace with list' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave for /list?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  });

  it('holds Back: the address returns at once, Stay keeps the page, Leave goes back', async () => {
    const user = renderAt('/list', true);
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    act(() => window.history.back());
    expect(await screen.findByRole('alertdialog', { name: 'Leave for /list?' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(address()).toHaveTextContent('/editor');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/list'));
  });

  it('holds Forward the same way: the address returns, Stay keeps the page, Leave goes forward', async () => {
    // The editor holds nothing until something changes (the function reads the latest flag).
    let dirty = false;
    const user = renderAt('/editor', () => dirty);
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    dirty = true;

    act(() => window.history.forward());
    expect(await screen.findByRole('alertdialog', { name: 'Leave for /list?' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(address()).toHaveTextContent('/editor');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));

    act(() => window.history.forward());
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/list'));
  });

  it('asks the function with both locations, and lets go when it says no', async () => {
    const shouldBlock = jest.fn<boolean, Parameters<BlockerFunction>>(({ nextLocation }) => nextLocation.pathname === '/nowhere');
    const user = renderAt('/editor', shouldBlock);
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({
        currentLocation: expect.objectContaining({ pathname: '/editor' }),
        nextLocation: expect.objectContaining({ pathname: '/list' }),
        historyAction: 'PUSH',
      }),
    );
  });

  it('stops holding once the screen that asked is gone', async () => {
    const user = renderAt('/editor', true);
    await user.click(screen.getByRole('link', { name: 'List' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    // The list had no guard: Edit went freely. The new editor holds Back with its own.
    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
  });
});

describe('useBlocker without the shell router', () => {
  it('never holds a navigation (unit tests, the standalone page)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/editor']}>
        <Routes>
          <Route path="/editor" element={<Editor shouldBlock />} />
          <Route path="/list" element={<h1>List</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  });
});
