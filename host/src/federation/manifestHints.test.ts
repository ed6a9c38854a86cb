import { requiredShared } from './manifestHints';

describe('requiredShared', () => {
  it("lists what the first chunk of each of an area's exposes needs", () => {
    const manifest = { exposes: [{ name: 'area', requires: ['react', 'react-hook-form', '@observatory/shared/form'] }] };
    expect(requiredShared(manifest)).toEqual(['react', 'react-hook-form', '@observatory/shared/form']);
  });

  it('finds nothing in a manifest built before the list existed, or in one that is not a manifest', () => {
    expect(requiredShared({ exposes: [{ name: 'area', assets: {} }] })).toEqual([]);
    expect(requiredShared(null)).toEqual([]);
    expect(requiredShared({ exposes: 'nonsense' })).toEqual([]);
    expect(requiredShared({ exposes: [{ requires: [7, 'react'] }] })).toEqual(['react']);
  });
});
