import { createPreferenceService } from './preferenceService';

describe('createPreferenceService', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps JSON values in local storage under the key as given', () => {
    const preferences = createPreferenceService();
    preferences.save('selectedPredefinedOptions', ['yes', 'no']);
    expect(window.localStorage.getItem('selectedPredefinedOptions')).toBe('["yes","no"]');
    expect(createPreferenceService().load('selectedPredefinedOptions')).toEqual(['yes', 'no']);
  });

  it('gives undefined for a missing or unreadable value', () => {
    window.localStorage.setItem('broken', '{not json');
    const preferences = createPreferenceService();
    expect(preferences.load('missing')).toBeUndefined();
    expect(preferences.load('broken')).toBeUndefined();
  });
});
