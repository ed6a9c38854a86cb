import { MESSAGE_LIMIT, MESSAGE_MAX, TITLE_LIMIT, TITLE_MAX, countCharacters, cutText } from './limits';

describe('limits', () => {
  it('warns well before the API refuses', () => {
    expect(TITLE_LIMIT).toBe(65);
    expect(MESSAGE_LIMIT).toBe(240);
    expect(TITLE_MAX).toBeGreaterThan(TITLE_LIMIT);
    expect(MESSAGE_MAX).toBeGreaterThan(MESSAGE_LIMIT);
  });

  it('counts characters as people see them', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Ședință')).toBe(7);
    expect(countCharacters('Vot 🗳️')).toBe(6);
  });
});

describe('cutText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutText('Vot', 3)).toBe('Vot');
  });

  it('cuts a longer text after the limit, with an ellipsis', () => {
    expect(cutText('Deschiderea secțiilor', 11)).toBe('Deschiderea…');
    expect(cutText('ab cd', 3)).toBe('ab…');
  });
});
