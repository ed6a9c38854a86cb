import { screen, within } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { SplitButton } from './SplitButton';
import type { SplitButtonAction } from './SplitButton';

function setup(overrides: Partial<Record<'edit' | 'delete' | 'notify' | 'reset', jest.Mock>> = {}, disabledReset = false) {
  const handlers = { edit: jest.fn(), delete: jest.fn(), notify: jest.fn(), reset: jest.fn(), ...overrides };
  const actions: SplitButtonAction[] = [
    { id: 'delete', label: 'Delete', onSelect: handlers.delete, danger: true },
    { id: 'notify', label: 'Notification', onSelect: handlers.notify },
    { id: 'reset', label: 'Reset password', onSelect: handlers.reset, disabled: disabledReset },
  ];
  const view = renderWithHost(
    <>
      <SplitButton label="Edit" accessibleLabel="Edit Ana Pop" rowLabel="Ana Pop" onClick={handlers.edit} actions={actions} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { ...view, handlers, toggle: screen.getByRole('button', { name: 'More actions for Ana Pop' }) };
}

function items() {
  return within(screen.getByRole('menu')).getAllByRole('menuitem');
}

describe('SplitButton', () => {
  it('runs the main action from its named button', async () => {
    const { user, handlers, toggle } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Ana Pop' }));
    expect(handlers.edit).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the menu on a click with focus on the first item and runs the chosen action', async () => {
    const { user, handlers, toggle } = setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'More actions for Ana Pop' })).toBeInTheDocument();
    expect(items().map((item) => item.textContent)).toEqual(['Delete', 'Notification', 'Reset password']);
    expect(items()[0]).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Notification' }));
    expect(handlers.notify).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens on the first item with %s', async (key) => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard(key);
    expect(items()[0]).toHaveFocus();
  });

  it('opens on the last item with ArrowUp and moves with arrows, Home and End, wrapping around', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Reset password' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Reset password' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Reset password' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Notification' })).toHaveFocus();
  });

  it('selects with Enter from the keyboard', async () => {
    const { user, handlers, toggle } = setup();
    toggle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(handlers.reset).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveFocus();
  });

  it('closes with Escape and returns focus to the toggle', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab and on a click elsewhere', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps disabled items visible but inert', async () => {
    const { user, handlers, toggle } = setup({}, true);
    await user.click(toggle);
    const reset = screen.getByRole('menuitem', { name: 'Reset password' });
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    await user.click(reset);
    expect(handlers.reset).not.toHaveBeenCalled();
  });

  it('has a translated default toggle name', () => {
    renderWithHost(<SplitButton label="Editează" onClick={() => {}} actions={[{ id: 'x', label: 'Șterge', onSelect: () => {} }]} />, {
      language: 'ro',
    });
    expect(screen.getByRole('button', { name: 'Mai multe acțiuni' })).toBeInTheDocument();
  });
});
