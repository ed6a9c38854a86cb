/**
 * Derived name columns, computed here (not by the database) so that SQLite and PostgreSQL
 * search and sort names exactly alike, whatever collations the server was built with.
 *
 * - `name_search`: the folded name. Lower case, every diacritic dropped (Ș, Ş, ș, ş -> s;
 *   Ț, Ţ -> t; Ă, Â -> a; Î -> i; é -> e), so "stefan" finds "Ștefan" and the cedilla spelling
 *   finds the comma-below one. The filter folds its input the same way and matches a substring.
 * - `name_sort`: a key whose plain byte order (SQLite BINARY, PostgreSQL COLLATE "C") is the
 *   Romanian alphabetical order: a ă â b c d e f g h i î j k l m n o p q r s ș t ț u v w x y z,
 *   case ignored, cedilla ş/ţ read as ș/ț, other accents ignored (Szabó sorts as Szabo).
 *   Ties (same key) are broken by id in every ORDER BY.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Bidi controls and other invisible format characters never take part in matching. */
const FORMAT_CHARS = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Letters NFD does not split into a base letter and a mark. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };

/** Cedilla spellings (from old keyboards) to the correct comma-below letters. */
const CEDILLA_TO_COMMA: Record<string, string> = { ş: 'ș', ţ: 'ț' };

/** Romanian letters that sort after their base letter, with their place among its variants. */
const ROMANIAN_VARIANTS: Record<string, string> = { ă: 'a1', â: 'a2', î: 'i1', ș: 's1', ț: 't1' };

export function foldForSearch(name: string): string {
  const lower = name.normalize('NFC').replace(FORMAT_CHARS, '').toLocaleLowerCase('ro-RO');
  const stripped = lower.normalize('NFD').replace(COMBINING_MARKS, '');
  let out = '';
  for (const ch of stripped) out += LIGATURES[ch] ?? ch;
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Each letter becomes two characters (base letter + variant digit), so "ă" (a1) sorts after
 * every "a" (a0) and before "â" (a2) and "b" (b0). Separators become one space, which sorts
 * before digits ("#" + digit) and letters; letters of other scripts come last ("~" + letter).
 */
export function romanianSortKey(name: string): string {
  const lower = name.normalize('NFC').replace(FORMAT_CHARS, '').toLocaleLowerCase('ro-RO');
  let key = '';
  let pendingSpace = false;
  for (const raw of lower) {
    const ch = CEDILLA_TO_COMMA[raw] ?? raw;
    const token = letterToken(ch);
    if (token === undefined) {
      pendingSpace = key !== '';
      continue;
    }
    if (pendingSpace) key += ' ';
    pendingSpace = false;
    key += token;
  }
  return key;
}

function letterToken(ch: string): string | undefined {
  const variant = ROMANIAN_VARIANTS[ch];
  if (variant !== undefined) return variant;
  if (ch >= '0' && ch <= '9') return `#${ch}`;
  const base = LIGATURES[ch] ?? ch.normalize('NFD').replace(COMBINING_MARKS, '');
  if (/^[a-z]+$/.test(base)) return [...base].map((c) => `${c}0`).join('');
  // Letters of other scripts keep their own order, after the Latin alphabet.
  if (/\p{L}/u.test(ch)) return `~${ch}`;
  return undefined; // spaces, punctuation, symbols: a word break
}

export interface NameKeys {
  nameSearch: string;
  nameSort: string;
}

export function nameKeys(name: string): NameKeys {
  return { nameSearch: foldForSearch(name), nameSort: romanianSortKey(name) };
}

/** The values of the columns (name_search, name_sort), in that order, for bulk inserts. */
export const nameKeyValues = (name: string): [string, string] => [foldForSearch(name), romanianSortKey(name)];
