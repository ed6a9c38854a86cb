import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { Modal } from './Modal';

function Harness({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reset password
      </button>
      <button type="button">Outside</button>
      <Modal
        open={open}
        title="Reset the password"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Save</button>
          </>
        }
      >
        <label>
          New password <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its heading, with focus on its first control', async () => {
    const { user } = renderWithHost(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the password' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Reset the password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New password' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderWithHost(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    for (let step = 0; step < 6; step += 1) await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user } = renderWithHost(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toHaveFocus();
  });

  it('closes from the close button and from the footer, each time returning focus', async () => {
    const { user } = renderWithHost(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toHaveFocus();
  });

  it('does not call onClose when the parent closes it', async () => {
    const onClose = jest.fn();
    const { user } = renderWithHost(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a close event left over from the last close does not close the dialog opened again', async () => {
    const onClose = jest.fn();
    const { user } = renderWithHost(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Reset the password' });
    // The browser queues close's event as a task; under load it can arrive after the reopening.
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Reset the password' })).toHaveAttribute('open');
  });

  it('closes when the browser itself closes the dialog', async () => {
    const onClose = jest.fn();
    const { user } = renderWithHost(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Reset the password' });
    act(() => dialog.close());
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('translates the close button', () => {
    renderWithHost(
      <Modal open title="Titlu" onClose={() => {}}>
        Text
      </Modal>,
      { language: 'ro' },
    );
    expect(screen.getByRole('button', { name: 'Închide' })).toHaveFocus();
  });
});
