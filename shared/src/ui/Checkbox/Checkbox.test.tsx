import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

function Controlled(props: { disabled?: boolean; onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Only for diaspora"
      checked={checked}
      disabled={props.disabled}
      onChange={(value) => {
        setChecked(value);
        props.onChange?.(value);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('toggles from a click on its visible label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Only for diaspora' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Only for diaspora'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the Space key', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled disabled onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Only for diaspora' }));
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a hidden label as the accessible name and supports the transparent and mixed looks', () => {
    render(<Checkbox label="Select Ana Pop" hideLabel transparent indeterminate checked={false} onChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Select Ana Pop' });
    expect(screen.getByText('Select Ana Pop')).toHaveClass('obs-visually-hidden');
    expect(box.closest('label')).toHaveClass('obs-checkbox--transparent');
    expect((box as HTMLInputElement).indeterminate).toBe(true);
  });
});
