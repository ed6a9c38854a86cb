import { newOption } from './formModel';
import { PREDEFINED_GROUPS, mergeOptions, readStoredChoices } from './predefinedOptions';

describe('predefined options', () => {
  it('are the spec’s groups, held as translation keys', () => {
    expect(PREDEFINED_GROUPS.map((group) => [group.id, group.keys.length])).toEqual([
      ['confirmation', 3],
      ['rating', 5],
    ]);
  });

  it('are added after the existing options, skipping texts the question already has (any case or spacing)', () => {
    const existing = [newOption('Da'), newOption('Nu  știu')];
    const merged = mergeOptions(existing, ['da', 'Nu', ' nu știu ', 'Nu', '']);
    expect(merged.added).toEqual(['Nu']);
    expect(merged.skipped).toEqual(['da', ' nu știu ', 'Nu']);
    expect(merged.options.map((option) => option.text)).toEqual(['Da', 'Nu  știu', 'Nu']);
    expect(merged.options[0]).toBe(existing[0]);
  });

  it('remember only choices the dialog still has', () => {
    expect(readStoredChoices(['predefined.rating.5', 'predefined.confirmation.yes', 'evil', 3])).toEqual([
      'predefined.confirmation.yes',
      'predefined.rating.5',
    ]);
    expect(readStoredChoices('predefined.rating.5')).toEqual([]);
    expect(readStoredChoices(undefined)).toEqual([]);
  });
});
