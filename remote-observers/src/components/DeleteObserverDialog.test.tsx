import { screen } from '@testing-library/react';
import { ApiError } from '@observatory/shared/http';
import { makeObserver } from '../testing/fixtures';
import { renderObservers } from '../testing/renderObservers';
import { DeleteObserverDialog } from './DeleteObserverDialog';

const ana = makeObserver({ id: 3, name: 'Ana Pop' });

describe('DeleteObserverDialog', () => {
  it('starts on Cancel, the safe choice, and says that submissions are kept', () => {
    renderObservers(<DeleteObserverDialog observer={ana} onClose={jest.fn()} onDeleted={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete observer' })).toHaveAccessibleDescription(
      'Are you sure you want to delete Ana Pop? Their submissions are kept.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('tells the user when the delete fails, and closes', async () => {
    const remove = jest
      .fn()
      .mockRejectedValue(new ApiError({ status: 500, title: 'Error', fieldErrors: {}, network: false, aborted: false }));
    const onClose = jest.fn();
    const onDeleted = jest.fn();
    const { user, services } = renderObservers(<DeleteObserverDialog observer={ana} onClose={onClose} onDeleted={onDeleted} />, {
      http: { delete: remove },
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Error',
      message: 'The server had a problem. Try again in a moment.',
    });
    expect(onDeleted).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
