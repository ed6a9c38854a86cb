import { applyOrder, orderChanges, tieChanges, tiedCount } from './listOrder';

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

describe('ties', () => {
  const at = (...orders: number[]) => orders.map((order, index) => ({ id: index + 1, order }));

  it('counts the rows that share a value', () => {
    expect(tiedCount(at(1, 2, 3))).toBe(0);
    expect(tiedCount(at(1, 1, 2, 2, 2, 3))).toBe(5);
  });

  it('are resolved in the order shown with the fewest saves, earlier rows moving down or later ones up', () => {
    expect(tieChanges(at(1, 1, 2, 3))).toEqual([{ id: 1, order: 0 }]);
    expect(tieChanges(at(1, 2, 3, 3))).toEqual([{ id: 4, order: 4 }]);
    // As many either way: later rows move up (no value goes below what the tab held).
    expect(tieChanges(at(5, 5, 5))).toEqual([
      { id: 2, order: 6 },
      { id: 3, order: 7 },
    ]);
    expect(tieChanges(at(1, 2, 3))).toEqual([]);
  });

  it('once resolved, a move saves only the rows whose place changed (a tied row that stays is not saved)', () => {
    // A and B shared 1; D moves above C. Resolving first saves A only; the move then saves D and C.
    const shown = at(1, 1, 2, 3);
    const resolved = applyOrder(shown, tieChanges(shown));
    const [a, b, c, d] = resolved;
    expect(orderChanges(resolved, [a!, b!, d!, c!])).toEqual([
      { id: 4, order: 2 },
      { id: 3, order: 3 },
    ]);
  });
});
