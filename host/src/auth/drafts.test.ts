import { createDraftService } from './drafts';

describe('draft service', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps a draft across service instances (a new page after sign-in)', () => {
    createDraftService().save('notification', { title: 'Închidere', message: 'Mesaj' });
    expect(createDraftService().load('notification')).toEqual({ title: 'Închidere', message: 'Mesaj' });
  });

  it('clears one draft, or all of them at logout, leaving other session data alone', () => {
    const drafts = createDraftService();
    drafts.save('a', 1);
    drafts.save('b', 2);
    window.sessionStorage.setItem('unrelated', 'x');
    drafts.clear('a');
    expect(drafts.load('a')).toBeUndefined();
    drafts.clearAll();
    expect(drafts.load('b')).toBeUndefined();
    expect(window.sessionStorage.getItem('unrelated')).toBe('x');
  });
});
