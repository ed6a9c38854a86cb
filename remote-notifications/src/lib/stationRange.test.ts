import { resolveStationRange } from './stationRange';

describe('resolveStationRange', () => {
  it('defaults from to 1 and to to the county limit when the fields are empty', () => {
    expect(resolveStationRange('', '', 445)).toEqual({ ok: true, range: { from: 1, to: 445 } });
    expect(resolveStationRange('  ', ' ', 445)).toEqual({ ok: true, range: { from: 1, to: 445 } });
  });

  it('applies each default when its field is not a number', () => {
    expect(resolveStationRange('abc', '12', 445)).toEqual({ ok: true, range: { from: 1, to: 12 } });
    expect(resolveStationRange('7', 'x', 445)).toEqual({ ok: true, range: { from: 7, to: 445 } });
  });

  it('keeps a typed range inside 1..limit', () => {
    expect(resolveStationRange('10', '20', 445)).toEqual({ ok: true, range: { from: 10, to: 20 } });
    expect(resolveStationRange('1', '445', 445)).toEqual({ ok: true, range: { from: 1, to: 445 } });
    expect(resolveStationRange('5', '5', 445)).toEqual({ ok: true, range: { from: 5, to: 5 } });
  });

  it('refuses numbers outside 1..limit', () => {
    expect(resolveStationRange('0', '', 445)).toEqual({ ok: false, problem: 'fromOutside' });
    expect(resolveStationRange('-3', '', 445)).toEqual({ ok: false, problem: 'fromOutside' });
    expect(resolveStationRange('', '446', 445)).toEqual({ ok: false, problem: 'toOutside' });
    expect(resolveStationRange('2.5', '', 445)).toEqual({ ok: false, problem: 'fromOutside' });
  });

  it('refuses from greater than to', () => {
    expect(resolveStationRange('30', '20', 445)).toEqual({ ok: false, problem: 'order' });
    // The default end counts too: from past the limit is outside before it is out of order.
    expect(resolveStationRange('500', '', 445)).toEqual({ ok: false, problem: 'fromOutside' });
  });
});
