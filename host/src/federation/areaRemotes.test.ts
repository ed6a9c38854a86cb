import { areaAtPath } from './areaRemotes';

describe('areaAtPath', () => {
  it('names the area that shows a page, the root showing the answers', () => {
    expect(areaAtPath('/')?.id).toBe('answers');
    expect(areaAtPath('/urgents/details/1/2')?.id).toBe('answers');
    expect(areaAtPath('/observatori/profil/view/7')?.id).toBe('observers');
    expect(areaAtPath('/formulare')?.id).toBe('forms');
  });

  it('names none for the shell’s own pages or a look-alike path', () => {
    expect(areaAtPath('/login')).toBeUndefined();
    expect(areaAtPath('/answersX')).toBeUndefined();
    expect(areaAtPath('/no-such-page')).toBeUndefined();
  });
});
