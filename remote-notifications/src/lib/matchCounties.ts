import type { County } from '@observatory/shared/model';

/** Lower case without diacritics, so "arges" finds "Argeș" and the cedilla "ş" finds "ș". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('ro').trim();
}

/**
 * The counties a typed text picks, in their display order: a code that starts with it, or a name
 * that contains it. Empty text keeps every county.
 */
export function matchCounties(counties: readonly County[], typed: string): County[] {
  const query = foldText(typed);
  if (query === '') return [...counties];
  return counties.filter((county) => foldText(county.code).startsWith(query) || foldText(county.name).includes(query));
}

/** How a chosen county reads in the picker and in sentences: its code and its name. */
export function countyLabel(county: Pick<County, 'code' | 'name'>): string {
  return `${county.code} – ${county.name}`;
}

/**
 * The one county a typed text names exactly (its code, its name or its label, ignoring case and
 * diacritics), or null when it names none or several: what leaving the picker without Enter chooses.
 */
export function exactCounty(counties: readonly County[], typed: string): County | null {
  const query = foldText(typed);
  if (query === '') return null;
  const named = counties.filter((county) => [county.code, county.name, countyLabel(county)].some((text) => foldText(text) === query));
  return named.length === 1 ? named[0]! : null;
}
