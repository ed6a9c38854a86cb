import { useRef, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../../testing';
import { ConfirmDialog } from '../ConfirmDialog';
import { StatusRegion, useAnnounce } from '../StatusRegion';
import { DataTable } from './DataTable';
import { rowIdProps, useRowExitFocus } from './useRowExitFocus';

interface ListProps {
  readonly initial: readonly string[];
  /** Close the confirmation before taking the row out (the other order a page may use). */
  readonly closeFirst?: boolean;
}

/** Steps a test may take one commit at a time. */
const steps: { remove: (name: string) => void; close: () => void } = { remove: () => undefined, close: () => undefined };

/** A list whose rows leave by Delete (with a confirmation) or Publish (at once). */
function List({ initial, closeFirst = false }: ListProps) {
  const [rows, setRows] = useState(initial);
  const [confirming, setConfirming] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { announce, message } = useAnnounce();
  const { rowLeaving } = useRowExitFocus({ rowIds: rows, listRef: list, headingRef: heading, announce });
  const remove = (name: string, text: string) => {
    rowLeaving(name, text);
    setRows((current) => current.filter((row) => row !== name));
  };
  steps.remove = (name) => remove(name, `${name} deleted`);
  steps.close = () => setConfirming(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        People
      </h2>
      <ul ref={list}>
        {rows.map((name) => (
          <li key={name} {...rowIdProps(name)}>
            <button type="button">Edit {name}</button>
            <button type="button" onClick={() => setConfirming(name)}>
              Delete {name}
            </button>
            <button type="button" onClick={() => remove(name, `${name} published`)}>
              Publish {name}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete?"
        message="It goes for good."
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          await Promise.resolve();
          if (closeFirst) setConfirming(null);
          remove(confirming ?? '', `${confirming} deleted`);
          await Promise.resolve();
          setConfirming(null);
        }}
      />
      <StatusRegion message={message} />
    </>
  );
}

async function deleteByKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  screen.getByRole('button', { name: `Delete ${name}` }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('alertdialog');
  // Focus starts on Cancel: Tab to OK, then Enter.
  await user.tab();
  await user.keyboard('{Enter}');
}

describe('useRowExitFocus', () => {
  // jsdom does not make the page behind a modal dialog inert; browsers refuse focus there.
  const focus = HTMLElement.prototype.focus;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      const modal = document.querySelector('dialog[open]');
      if (modal && !modal.contains(this)) return;
      focus.call(this, options);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('after a confirmed delete, focus goes to the next row’s first control and the change is said', async () => {
    const user = userEvent.setup();
    renderWithHost(<List initial={['Ana', 'Ion', 'Maria']} />);
    await deleteByKeyboard(user, 'Ion');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Maria' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Edit Ion' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ion deleted');
  });

  it('when the row goes while the confirmation is still open, focus moves once the dialog has closed', async () => {
    const user = userEvent.setup();
    renderWithHost(<List initial={['Ana', 'Ion', 'Maria']} />);
    await user.click(screen.getByRole('button', { name: 'Delete Ion' }));
    await screen.findByRole('alertdialog');
    act(() => steps.remove('Ion'));
    expect(screen.getByRole('button', { name: 'Edit Maria' })).not.toHaveFocus();
    act(() => steps.close());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Maria' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Ion deleted');
  });

  it('the same when the dialog closes before the row goes', async () => {
    const user = userEvent.setup();
    renderWithHost(<List initial={['Ana', 'Ion', 'Maria']} closeFirst />);
    await deleteByKeyboard(user, 'Ana');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Ion' })).toHaveFocus());
  });

  it('the last row hands focus to the previous one; the only row to the heading', async () => {
    const user = userEvent.setup();
    renderWithHost(<List initial={['Ana', 'Ion']} />);
    await deleteByKeyboard(user, 'Ion');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Ana' })).toHaveFocus());
    await deleteByKeyboard(user, 'Ana');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'People' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Ana deleted');
  });

  it('an action without a dialog (Publish) moves focus at once', async () => {
    const user = userEvent.setup();
    renderWithHost(<List initial={['Ana', 'Ion', 'Maria']} />);
    await user.click(screen.getByRole('button', { name: 'Publish Ana' }));
    expect(screen.getByRole('button', { name: 'Edit Ion' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Ana published');
  });

  it('waits while the list reloads, then goes to the neighbour in the new rows (DataTable rows are marked)', () => {
    type Row = { id: number; name: string };
    let leave: (id: number) => void = () => undefined;
    function Reloading({ rows, settling }: { rows: Row[]; settling: boolean }) {
      const heading = useRef<HTMLHeadingElement>(null);
      const list = useRef<HTMLDivElement>(null);
      const { rowLeaving } = useRowExitFocus({ rowIds: rows.map((row) => row.id), listRef: list, headingRef: heading, settling });
      leave = (id) => rowLeaving(id);
      const columns = [{ id: 'name', header: 'Name', rowHeader: true, cell: (row: Row) => <button type="button">Open {row.name}</button> }];
      return (
        <>
          <h2 ref={heading} tabIndex={-1}>
            Observers
          </h2>
          <div ref={list}>
            <DataTable caption="Observers" columns={columns} rows={rows} getRowId={(row) => row.id} loading={settling} />
          </div>
        </>
      );
    }
    const ana = { id: 1, name: 'Ana' };
    const ion = { id: 2, name: 'Ion' };
    const maria = { id: 3, name: 'Maria' };
    const view = renderWithHost(<Reloading rows={[ana, ion, maria]} settling={false} />);
    act(() => leave(2));
    view.rerender(<Reloading rows={[]} settling />);
    expect(screen.getByRole('heading', { name: 'Observers' })).not.toHaveFocus();
    view.rerender(<Reloading rows={[ana, maria]} settling={false} />);
    expect(screen.getByRole('button', { name: 'Open Maria' })).toHaveFocus();
  });
});
