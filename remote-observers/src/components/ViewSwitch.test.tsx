import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { ViewSwitch } from './ViewSwitch';

describe('ViewSwitch', () => {
  it('marks the current view pressed and asks for the other one', async () => {
    const onChange = jest.fn();
    const { user } = renderObservers(<ViewSwitch view="list" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(onChange).toHaveBeenCalledWith('cards');
  });
});
