import { applyOrder, orderChanges } from './listOrder';

describe('orderChanges', () => {
  it('reuses the tab’s own values, so a move by one place saves two forms', () => {
    const rows = [
      { id: 1, order: 3 },
      { id: 2, order: 7 },
      { id: 3, order: 9 },
    ];
    expect(orderChanges(rows, [rows[0]!, rows[2]!, rows[1]!])).toEqual([
      { id: 3, order: 7 },
      { id: 2, order: 9 },
    ]);
    expect(orderChanges(rows, rows)).toEqual([]);
  });

  it('makes equal values strictly increasing so the order is not left to the id', () => {
    const rows = [
      { id: 1, order: 0 },
      { id: 2, order: 0 },
      { id: 3, order: 0 },
    ];
    expect(orderChanges(rows, [rows[2]!, rows[0]!, rows[1]!])).toEqual([
      { id: 1, order: 1 },
      { id: 2, order: 2 },
    ]);
  });

  it('applies saved values to the rows', () => {
    expect(applyOrder([{ id: 1, order: 1, code: 'A' }], [{ id: 1, order: 4 }])).toEqual([{ id: 1, order: 4, code: 'A' }]);
  });
});
