import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createTestHttp } from '@observatory/shared/testing';
import type { FormListItem } from '../api/types';
import { moveItem } from '../lib/moveItem';
import { formItem } from '../testing/fixtures';
import { renderForms } from '../testing/renderForms';
import { useListOrder } from './useListOrder';

const ROWS = [formItem(1, { order: 1 }), formItem(2, { order: 2 }), formItem(3, { order: 3 })];

let moveDown: (index: number) => void = () => {};
function Harness({ initial = ROWS, enabled }: { initial?: readonly FormListItem[]; enabled?: boolean }) {
  const [rows, setRows] = useState<readonly FormListItem[]>(initial);
  const { reorder, status } = useListOrder(rows, setRows, { enabled });
  moveDown = (index) => reorder(moveItem(rows, index, index + 1));
  return (
    <p>
      {rows.map((row) => row.id).join(',')} {status.kind}
      {status.kind === 'tied' && ` ${status.count}`}
    </p>
  );
}

describe('useListOrder', () => {
  it('saves moves made while a save runs after it, from what was saved', async () => {
    const held: (() => void)[] = [];
    const api = createTestHttp().on('PUT', '/api/v1/form', () => new Promise((resolve) => held.push(() => resolve({ body: 1 }))));
    renderForms(<Harness />, { http: api.http });
    act(() => moveDown(0));
    expect(screen.getByText('2,1,3 saving')).toBeInTheDocument();
    act(() => moveDown(1));
    expect(screen.getByText('2,3,1 saving')).toBeInTheDocument();
    // Release the saves one by one until none are left.
    await waitFor(async () => {
      await act(async () => held.splice(0).forEach((release) => release()));
      expect(screen.getByText('2,3,1 saved')).toBeInTheDocument();
    });
    const bodies = api.requests.map((request) => request.body);
    expect(bodies.slice(0, 2)).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
    ]);
    expect(bodies.slice(2)).toEqual([
      { id: 3, order: 2 },
      { id: 1, order: 3 },
    ]);
  });

  it('puts back what a failed move had saved, then the rows', async () => {
    let calls = 0;
    const api = createTestHttp().on('PUT', '/api/v1/form', () => {
      calls += 1;
      return calls === 2 ? { status: 500, body: { status: 500 } } : { body: 1 };
    });
    const { services } = renderForms(<Harness />, { http: api.http });
    act(() => moveDown(0));
    expect(await screen.findByText('1,2,3 failed')).toBeInTheDocument();
    expect(api.requests.map((request) => request.body)).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
      { id: 2, order: 2 },
    ]);
    expect(services.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: 'Order not saved' }));
  });

  it('saves forms that share a place once, in the order shown; a later move saves only the rows whose place changed', async () => {
    // Forms 1 and 2 share order 1 (the API lists them by id); form 4 then moves above form 3.
    const tied = [formItem(1, { order: 1 }), formItem(2, { order: 1 }), formItem(3, { order: 2 }), formItem(4, { order: 3 })];
    const api = createTestHttp().on('PUT', '/api/v1/form', { body: 1 });
    renderForms(<Harness initial={tied} />, { http: api.http });
    expect(await screen.findByText('1,2,3,4 tied 2')).toBeInTheDocument();
    expect(api.requests.map((request) => request.body)).toEqual([{ id: 1, order: 0 }]);
    act(() => moveDown(2));
    expect(await screen.findByText('1,2,4,3 saved')).toBeInTheDocument();
    expect(api.requests.slice(1).map((request) => request.body)).toEqual([
      { id: 4, order: 2 },
      { id: 3, order: 3 },
    ]);
  });

  it('leaves ties alone where the order is not the person’s to change', async () => {
    const tied = [formItem(1, { order: 1 }), formItem(2, { order: 1 })];
    const api = createTestHttp().on('PUT', '/api/v1/form', { body: 1 });
    renderForms(<Harness initial={tied} enabled={false} />, { http: api.http });
    await act(async () => Promise.resolve());
    expect(screen.getByText('1,2 idle')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
