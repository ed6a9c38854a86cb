import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { GuardedBrowserRouter, Link, Route, Routes, useLocation } from '@observatory/shared/router';
import { createTestI18n } from '@observatory/shared/testing';
import { FORMS_MESSAGES } from '../../testing/renderForms';
import { LeaveGuard } from './LeaveGuard';

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderInShellRouter(shouldAsk: () => boolean, onLeave = jest.fn()) {
  window.history.replaceState(null, '', '/formulare/7');
  render(
    <I18nextProvider i18n={createTestI18n({ messages: FORMS_MESSAGES })} defaultNS="forms">
      <GuardedBrowserRouter>
        <Address />
        <Routes>
          <Route
            path="/formulare/7"
            element={
              <>
                <Link to="/observatori">Observers</Link>
                <LeaveGuard shouldAsk={shouldAsk} onLeave={onLeave} />
              </>
            }
          />
          <Route path="/observatori" element={<h1>Observers page</h1>} />
        </Routes>
      </GuardedBrowserRouter>
    </I18nextProvider>,
  );
  return { onLeave, user: userEvent.setup() };
}

describe('LeaveGuard', () => {
  it('asks before leaving with unsaved changes: Stay keeps the page, Leave goes on and drops the draft', async () => {
    const { user, onLeave } = renderInShellRouter(() => true);
    await user.click(screen.getByRole('link', { name: 'Observers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(screen.getByRole('button', { name: 'Stay and keep editing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(dialog).not.toBeVisible();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/formulare/7');
    expect(window.location.pathname).toBe('/formulare/7');

    await user.click(screen.getByRole('link', { name: 'Observers' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Observers page' })).toBeInTheDocument();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('lets people go without a word when nothing changed', async () => {
    const { user } = renderInShellRouter(() => false);
    await user.click(screen.getByRole('link', { name: 'Observers' }));
    expect(await screen.findByRole('heading', { name: 'Observers page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has the browser ask before the tab closes or reloads with unsaved changes', () => {
    renderInShellRouter(() => true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
