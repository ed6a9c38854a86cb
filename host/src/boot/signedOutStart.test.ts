import { signedOutStart } from './signedOutStart';

describe('signedOutStart', () => {
  it('keeps /login as it is', () => {
    expect(signedOutStart('/login', '?returnTo=%2Fformulare', false)).toEqual({ kind: 'login', url: '/login?returnTo=%2Fformulare' });
  });

  it('sends a guarded page to /login, remembering it, and says when the session ended by itself', () => {
    expect(signedOutStart('/observatori/profil/edit/7', '?view=cards', false)).toEqual({
      kind: 'login',
      url: '/login?returnTo=%2Fobservatori%2Fprofil%2Fedit%2F7%3Fview%3Dcards',
    });
    expect(signedOutStart('/', '', true)).toEqual({ kind: 'login', url: '/login?reason=session-ended&returnTo=%2F' });
    expect(signedOutStart('/urgents/details/1/2', '', false).kind).toBe('login');
  });

  it('takes the urgent-answers route to the urgent list after sign-in', () => {
    expect(signedOutStart('/urgent-answers', '', false)).toEqual({ kind: 'login', url: '/login?returnTo=%2Fanswers%3Furgente%3Dtrue' });
  });

  it('leaves any other path to the app, which shows its 404 page', () => {
    expect(signedOutStart('/no-such-page', '', false)).toEqual({ kind: 'shell' });
    expect(signedOutStart('/answersX', '', false)).toEqual({ kind: 'shell' });
  });
});
