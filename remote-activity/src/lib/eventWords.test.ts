import { createTestI18n } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { ACTIONS } from './filters';
import { eventWords } from './eventWords';

const plain = (s: string) => s.replace(/[\u2068\u2069]/g, '');

describe('eventWords', () => {
  const i18n = createTestI18n({ messages: { namespace: 'activity', en, ro } });
  const tIn = (lng: string) => i18n.getFixedT(lng, 'activity');

  it('says a PIN reset in both languages, naming the observer', () => {
    const e = { actor: 'ana', action: 'observer.pin-reset', entityId: '17', label: 'Ion Rusu (0722…123)' } as const;
    expect(plain(eventWords(tIn('en'), e))).toBe('ana reset the PIN of observer Ion Rusu (0722…123)');
    expect(plain(eventWords(tIn('ro'), e))).toBe('ana a resetat PIN-ul observatorului Ion Rusu (0722…123)');
  });

  it('has a sentence of its own for every action, in both languages', () => {
    for (const lng of ['en', 'ro']) {
      const said = ACTIONS.map((action) => plain(eventWords(tIn(lng), { actor: 'ana', action, entityId: '1', label: 'X' })));
      expect(said.filter((s) => s.includes('“') || s.includes('„'))).toEqual([]);
      expect(new Set(said).size).toBe(ACTIONS.length);
    }
  });

  it('still reads when the action is unknown, the item has no name or the actor is unknown', () => {
    const unknown = { actor: 'ana', action: 'ballot.recount', entityId: '9', label: '' } as unknown as Parameters<typeof eventWords>[1];
    expect(plain(eventWords(tIn('en'), unknown))).toBe('ana did “ballot.recount” (#9)');
    const unnamed = { actor: 'ana', action: 'observer.attention-handled', entityId: '17', label: '' } as const;
    expect(plain(eventWords(tIn('ro'), unnamed))).toBe('ana a marcat ca rezolvată semnalarea observatorului #17');
    const failed = { actor: '', action: 'auth.sign-in-failed', entityId: '', label: '' } as const;
    expect(plain(eventWords(tIn('en'), failed))).toBe('A sign-in as an unknown account failed');
    expect(plain(eventWords(tIn('ro'), { ...failed, actor: '' }))).toBe('O autentificare ca un cont necunoscut a eșuat');
  });
});
