import { screen } from '@testing-library/react';
import { makeObserver } from '../testing/fixtures';
import { renderObservers } from '../testing/renderObservers';
import { ObserverCards } from './ObserverCards';

describe('ObserverCards', () => {
  it('shows each observer with a selection toggle and its actions', async () => {
    const ana = makeObserver({ id: 1, name: 'Ana Pop', phone: '0722000001', lastSeen: null });
    const onToggle = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderObservers(
      <ObserverCards observers={[ana]} selectedIds={[1]} onToggle={onToggle} onDelete={onDelete} onResetPassword={jest.fn()} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Pop' })).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Select Ana Pop' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(1, false);
    await user.click(screen.getByRole('button', { name: 'Delete Ana Pop' }));
    expect(onDelete).toHaveBeenCalledWith(ana);
  });
});
