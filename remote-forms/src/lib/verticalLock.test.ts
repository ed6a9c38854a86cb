import { lockToVerticalAxis } from './verticalLock';

describe('lockToVerticalAxis', () => {
  it('keeps the horizontal offset equal to the distance moved, so it cancels out', () => {
    const offset = { x: 0, y: 0 };
    const stop = lockToVerticalAxis(new MouseEvent('pointerdown', { clientX: 100, clientY: 10 }), offset);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 130, clientY: 40 }));
    expect(offset).toEqual({ x: -30, y: 0 });
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 80, clientY: 60 }));
    expect(offset.x).toBe(20);
    stop();
    expect(offset.x).toBe(0);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 0, clientY: 0 }));
    expect(offset.x).toBe(0);
  });

  it('does nothing without a start point', () => {
    const offset = { x: 0, y: 0 };
    lockToVerticalAxis(undefined, offset)();
    expect(offset.x).toBe(0);
  });
});
