import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { FilterActions } from './FilterActions';

function FilterForm({
  onApply,
  onReset,
  ...rest
}: {
  onApply: () => void;
  onReset: () => void;
  resetDisabled?: boolean;
  applyLabel?: string;
}) {
  return (
    <form
      role="search"
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <FilterActions onReset={onReset} {...rest}>
        <button type="button">Download</button>
      </FilterActions>
    </form>
  );
}

describe('FilterActions', () => {
  it('applies with Enter in a field and from the keyboard, resets without submitting, in reading order', async () => {
    const onApply = jest.fn();
    const onReset = jest.fn();
    const { user } = renderWithHost(<FilterForm onApply={onApply} onReset={onReset} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ion{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onApply).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.keyboard('{Enter} ');
    expect(onReset).toHaveBeenCalledTimes(2);
    expect(onApply).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('says the screen’s own words when given, and keeps a disabled Reset out of reach', async () => {
    const onReset = jest.fn();
    const { user } = renderWithHost(<FilterForm onApply={() => {}} onReset={onReset} applyLabel="Apply filters" resetDisabled />);
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveAttribute('type', 'submit');
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();
    await user.click(reset);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('is translated through the lent i18n', () => {
    renderWithHost(<FilterForm onApply={() => {}} onReset={() => {}} />, { language: 'ro' });
    expect(screen.getByRole('button', { name: 'Filtrează' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Resetează' })).toHaveAttribute('type', 'button');
  });
});
