import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, RouterProvider, createBrowserRouter } from '@observatory/shared/router';
import { createTestI18n } from '@observatory/shared/testing';
import { FORMS_MESSAGES } from '../../testing/renderForms';
import { LeaveGuard } from './LeaveGuard';

// jsdom has no fetch Request; a data router makes one per navigation (for loaders we do not have).
beforeAll(() => {
  const scope = globalThis as { Request?: unknown };
  scope.Request ??= class {
    readonly url: string;
    readonly signal: AbortSignal | undefined;
    readonly method = 'GET';
    constructor(url: string | URL, init?: { signal?: AbortSignal }) {
      this.url = String(url);
      this.signal = init?.signal;
    }
  };
});

function renderInDataRouter(shouldAsk: () => boolean, onLeave = jest.fn()) {
  window.history.replaceState(null, '', '/formulare/7');
  const router = createBrowserRouter([
    {
      path: '/formulare/7',
      element: (
        <>
          <Link to="/observatori">Observers</Link>
          <LeaveGuard shouldAsk={shouldAsk} onLeave={onLeave} />
        </>
      ),
    },
    { path: '/observatori', element: <h1>Observers page</h1> },
  ]);
  render(
    <I18nextProvider i18n={createTestI18n({ messages: FORMS_MESSAGES })} defaultNS="forms">
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, onLeave, user: userEvent.setup() };
}

describe('LeaveGuard', () => {
  it('asks before leaving with unsaved changes: Stay keeps the page, Leave goes on and drops the draft', async () => {
    const { user, onLeave, router } = renderInDataRouter(() => true);
    await user.click(screen.getByRole('link', { name: 'Observers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(screen.getByRole('button', { name: 'Stay and keep editing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(dialog).not.toBeVisible();
    expect(router.state.location.pathname).toBe('/formulare/7');

    await user.click(screen.getByRole('link', { name: 'Observers' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Observers page' })).toBeInTheDocument();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('lets people go without a word when nothing changed', async () => {
    const { user } = renderInDataRouter(() => false);
    await user.click(screen.getByRole('link', { name: 'Observers' }));
    expect(await screen.findByRole('heading', { name: 'Observers page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has the browser ask before the tab closes or reloads with unsaved changes', () => {
    renderInDataRouter(() => true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
