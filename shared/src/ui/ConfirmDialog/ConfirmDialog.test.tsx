import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm, danger }: { onConfirm: () => void | Promise<unknown>; danger?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete observer
      </button>
      <ConfirmDialog
        open={open}
        title="Delete Ana Pop?"
        message="Are you sure you want to delete this record?"
        confirmLabel="Delete"
        danger={danger}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the message as description and focuses the safe choice', async () => {
    const { user } = renderWithHost(<Harness onConfirm={jest.fn()} danger />);
    await user.click(screen.getByRole('button', { name: 'Delete observer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Ana Pop?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this record?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('obs-button--danger');
  });

  it('does nothing on a habitual Enter other than cancelling', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithHost(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete observer' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete observer' })).toHaveFocus();
  });

  it('cancels with Escape', async () => {
    const { user } = renderWithHost(<Harness onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete observer' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a busy state while the confirm promise runs, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithHost(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete observer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stops being busy when the action fails, so the person can try again or cancel', async () => {
    const onConfirm = jest.fn().mockRejectedValueOnce(new Error('409'));
    const { user } = renderWithHost(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete observer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('has translated default labels', () => {
    renderWithHost(<ConfirmDialog open title="Sigur?" message="Ștergeți înregistrarea?" onConfirm={() => {}} onCancel={() => {}} />, {
      language: 'ro',
    });
    expect(screen.getByRole('button', { name: 'Anulează' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
