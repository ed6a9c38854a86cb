import { screen } from '@testing-library/react';
import { createObserversApi } from '../testing/observersApi';
import { makeObserver } from '../testing/fixtures';
import { renderObservers } from '../testing/renderObservers';
import { DeleteObserverDialog } from './DeleteObserverDialog';

const ana = makeObserver({ id: 3, name: 'Ana Pop' });

describe('DeleteObserverDialog', () => {
  it('starts on Cancel, the safe choice, and says that submissions are kept', () => {
    renderObservers(<DeleteObserverDialog observer={ana} onClose={jest.fn()} onDeleted={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete observer' })).toHaveAccessibleDescription(
      /^Are you sure you want to delete Ana Pop ?\?/,
    );
    expect(screen.getByText(/Their submissions are kept\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('isolates the name, so a right-to-left override inside it cannot flip the sentence', () => {
    const spoof = makeObserver({ id: 4, name: 'Ana \u202Ecba' });
    renderObservers(<DeleteObserverDialog observer={spoof} onClose={jest.fn()} onDeleted={jest.fn()} />);
    const name = screen.getByText('Ana \u202Ecba');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement).toHaveTextContent(/Their submissions are kept\.$/);
  });

  it('confirms in Romanian with a sentence that fits any observer, not a masculine participle', async () => {
    const api = createObserversApi();
    const onDeleted = jest.fn();
    const { user, services } = renderObservers(<DeleteObserverDialog observer={ana} onClose={jest.fn()} onDeleted={onDeleted} />, {
      http: api.http,
      language: 'ro',
    });
    await user.click(screen.getByRole('button', { name: 'Șterge' }));
    expect(api.requests).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/v1/observer', query: { id: String(ana.id) } })]);
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'warning',
      title: 'Succes',
      message: 'Am șters observatorul \u2068Ana Pop\u2069.',
    });
    expect(onDeleted).toHaveBeenCalled();
  });

  it('tells the user when the delete fails, and closes', async () => {
    const api = createObserversApi().on('DELETE', '/api/v1/observer', { status: 500, body: { status: 500 } });
    const onClose = jest.fn();
    const onDeleted = jest.fn();
    const { user, services } = renderObservers(<DeleteObserverDialog observer={ana} onClose={onClose} onDeleted={onDeleted} />, {
      http: api.http,
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Error',
      message: 'The observer could not be deleted. The server had a problem. Try again in a moment.',
    });
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
