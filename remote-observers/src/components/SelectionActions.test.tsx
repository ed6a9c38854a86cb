import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { SelectionActions } from './SelectionActions';

describe('SelectionActions', () => {
  it('keeps its status line in the page and offers the actions once something is selected', async () => {
    const onNotify = jest.fn();
    const { rerender, user } = renderObservers(<SelectionActions count={0} onNotify={onNotify} onClear={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<SelectionActions count={3} onNotify={onNotify} onClear={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 observers selected');
    const group = screen.getByRole('group', { name: 'Actions for the selected observers' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Deleting several observers at once is switched off.',
    );
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(onNotify).toHaveBeenCalled();
  });
});
