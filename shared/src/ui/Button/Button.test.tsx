import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { Button, ButtonVariant } from './Button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onClick = jest.fn();
    const { user } = renderWithHost(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Filter</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Filter' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(Object.values(ButtonVariant))('renders the %s variant', (variant) => {
    renderWithHost(<Button variant={variant}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(`obs-button--${variant.toLowerCase()}`);
  });

  it('can be a submit button and forwards other props and the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithHost(
      <Button type="submit" ref={ref} aria-describedby="hint" variant={ButtonVariant.PURPLE}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).toBe(button);
  });

  it('has a destructive look that replaces the variant', () => {
    renderWithHost(
      <Button variant={ButtonVariant.PURPLE} danger>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('obs-button--danger');
    expect(button).not.toHaveClass('obs-button--purple');
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithHost(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a busy label and blocks a second click while busy', async () => {
    const onClick = jest.fn();
    const { user, rerender } = renderWithHost(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Please wait...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button busy busyLabel="Saving…">
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeInTheDocument();
  });

  it('translates the default busy label', () => {
    renderWithHost(<Button busy>Save</Button>, { language: 'ro' });
    expect(screen.getByRole('button', { name: 'Vă rugăm așteptați...' })).toBeInTheDocument();
  });
});
