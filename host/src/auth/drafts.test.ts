import { createDraftService, sessionOfToken } from './drafts';

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

describe('where a draft was kept', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('in this session (a visit elsewhere, a reload) or in a session that ended', () => {
    let session: string | null = 'ana@1000';
    const drafts = createDraftService(window.sessionStorage, () => session);
    drafts.save('notifications.send', { title: 'a' });
    expect(drafts.origin?.('notifications.send')).toBe('this-session');
    // A reload: a new service, the same session.
    expect(createDraftService(window.sessionStorage, () => session).origin?.('notifications.send')).toBe('this-session');
    // The session expires: the form that goes away writes its last keystrokes with no token left.
    session = null;
    drafts.save('notifications.send', { title: 'ab' });
    session = 'ana@5000';
    expect(drafts.origin?.('notifications.send')).toBe('ended-session');
    // Typing again in the new session makes it this session's draft.
    drafts.save('notifications.send', { title: 'abc' });
    expect(drafts.origin?.('notifications.send')).toBe('this-session');
  });

  it('a form that goes away as the session ends, before anything was written, is kept under that session', () => {
    let session: string | null = 'ana@1000';
    const drafts = createDraftService(window.sessionStorage, () => session);
    drafts.noteSession();
    session = null;
    drafts.save('forms.editor.new', { title: 'typed fast' });
    session = 'ana@5000';
    drafts.noteSession();
    expect(drafts.origin?.('forms.editor.new')).toBe('ended-session');
  });

  it('unknown without a draft, or for a draft from before origins were recorded', () => {
    const drafts = createDraftService(window.sessionStorage, () => 'ana@1000');
    expect(drafts.origin?.('none')).toBeUndefined();
    window.sessionStorage.setItem('observatory-draft:old', '{"title":"x"}');
    expect(drafts.origin?.('old')).toBeUndefined();
  });

  it('clear and clearAll drop what was recorded with the drafts', () => {
    const drafts = createDraftService(window.sessionStorage, () => 'ana@1000');
    drafts.save('a', 1);
    drafts.save('b', 2);
    drafts.clear('a');
    drafts.clearAll();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('names a session by the token’s subject and expiry', () => {
    expect(sessionOfToken({ sub: 'organizer', exp: 1700000000 })).toBe('organizer@1700000000');
    expect(sessionOfToken(null)).toBeNull();
    expect(sessionOfToken({ sub: 'x' })).toBeNull();
  });
});
