import { isolate } from './isolate';

describe('isolate', () => {
  it('wraps data in first-strong and pop isolate marks, keeping the text itself', () => {
    const spoofing = 'Ana \u202Ecba';
    expect(isolate(spoofing)).toBe('\u2068Ana \u202Ecba\u2069');
    expect(isolate('')).toBe('\u2068\u2069');
  });
});
