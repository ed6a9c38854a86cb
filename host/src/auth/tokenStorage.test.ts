import { clearStoredToken, onStoredTokenChange, readStoredSessionEnd, readStoredToken, storeToken } from './tokenStorage';

/** What the browser fires in the other tabs of the origin when one of them changes local storage. */
function storageEvent(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

describe('tokenStorage', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the token under the spec’s key and says how the session ended when it is cleared', () => {
    storeToken('abc');
    expect(window.localStorage.getItem('token-id')).toBe('abc');
    expect(readStoredToken()).toBe('abc');
    clearStoredToken('expired');
    expect(readStoredToken()).toBeNull();
    expect(readStoredSessionEnd()).toBe('expired');
    storeToken('def');
    clearStoredToken('logout');
    expect(readStoredSessionEnd()).toBe('logout');
  });

  it('tells a listener when another tab signs in or out, or clears storage, and nothing else', () => {
    const listener = jest.fn();
    const stop = onStoredTokenChange(listener);
    window.localStorage.setItem('token-id', 'other-tab');
    storageEvent('token-id');
    expect(listener).toHaveBeenLastCalledWith('other-tab');
    storageEvent('language');
    expect(listener).toHaveBeenCalledTimes(1);
    window.localStorage.clear();
    storageEvent(null);
    expect(listener).toHaveBeenLastCalledWith(null);
    stop();
    storageEvent('token-id');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
