import i18next from 'i18next';
import en from './kit.en.json';
import ro from './kit.ro.json';
import { KIT_NAMESPACE, kitMessages, registerKitMessages } from './index';

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value as Record<string, unknown>, path));
    return flat;
  }, {});
}

const baseKeys = (tree: Record<string, unknown>) => new Set(Object.keys(flatten(tree)).map((key) => key.replace(/_(one|few|other)$/, '')));

describe('kit messages', () => {
  it('have the same keys in en and ro, with ro using comma-below diacritics only', () => {
    expect([...baseKeys(ro)].sort()).toEqual([...baseKeys(en)].sort());
    for (const value of Object.values(flatten(ro))) expect(value).not.toMatch(/[şţŞŢ]/);
  });

  it('are exported per language under the kit namespace', () => {
    expect(KIT_NAMESPACE).toBe('kit');
    expect(kitMessages.en).toBe(en);
    expect(kitMessages.ro).toBe(ro);
  });

  it('can be added to an i18next instance, with Romanian plural forms working', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'ro', initAsync: false, resources: {} });
    registerKitMessages(i18n);
    const t = i18n.getFixedT('ro', KIT_NAMESPACE);
    expect(t('table.selectedCount', { count: 1 })).toBe('1 rând selectat');
    expect(t('table.selectedCount', { count: 2 })).toBe('2 rânduri selectate');
    expect(t('table.selectedCount', { count: 20 })).toBe('20 de rânduri selectate');
    expect(t('table.selectedCount', { count: 101 })).toBe('101 rânduri selectate');
    expect(i18n.getFixedT('en', KIT_NAMESPACE)('loading')).toBe('Loading...');
  });
});
