import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { ObserverFilters } from './ObserverFilters';

describe('ObserverFilters', () => {
  it('sends trimmed values with collapsed spaces and leaves empty fields out', async () => {
    const onFilter = jest.fn();
    const { user } = renderObservers(<ObserverFilters applied={{}} onFilter={onFilter} onReset={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), ' 0722 ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledWith({ name: undefined, phone: '0722' });
  });

  it('keeps Filter off for spaces only, and Reset on while a filter is applied', () => {
    renderObservers(<ObserverFilters applied={{ name: 'Ana' }} onFilter={jest.fn()} onReset={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    expect(screen.getByRole('search', { name: 'Filter observers' })).toBeInTheDocument();
  });

  it('resets the fields and the filter', async () => {
    const onReset = jest.fn();
    const { user } = renderObservers(<ObserverFilters applied={{ name: 'Ana' }} onFilter={jest.fn()} onReset={onReset} />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('button', { name: 'Filter' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
    // Reset may now be disabled: the keyboard stays in the filter instead of falling to the page body.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
