import { areaPaths } from './paths';

describe('areaPaths', () => {
  it('builds relative profile paths keyed by the observer’s id', () => {
    expect(areaPaths.edit(17)).toBe('profil/edit/17');
    expect(areaPaths.profile('view', 7)).toBe('profil/view/7');
    expect(areaPaths.add).toBe('profil/new');
  });
});
