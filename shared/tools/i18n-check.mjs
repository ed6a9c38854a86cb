#!/usr/bin/env node
/**
 * Translation check (quality bar UX-9), run by the root test script:
 *
 *   node shared/tools/i18n-check.mjs [--root DIR]
 *
 * For the host (namespace `translation`), the kit (`kit`) and every area (`remote-<id>`, namespace
 * `<id>`) it checks that en and ro have the same keys (plural keys compared by their base, with the
 * forms each language needs: en one/other, ro one/few/other), no empty values, the same
 * {{placeholders}} per key, no cedilla ş ţ Ş Ţ in Romanian, and that every key used in the code
 * exists. It also catches what a machine can tell of a poor Romanian text: English left in it (a
 * value identical to the English one, or English function words), and a gendered pronoun aimed at
 * a person named by a placeholder ("îl ștergeți pe {{name}}" fits only men), or a participle
 * agreeing with one person ("Observatorul {{name}} a fost șters"). Keys no code uses are warnings
 * only. Missing catalogues are skipped with a note.
 * Exits 1 when there is any error.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Plural forms each language must have, and the ones it may have (i18next also reads `_zero`). */
const PLURAL_FORMS = {
  en: { required: ['one', 'other'], allowed: ['zero', 'one', 'other'] },
  ro: { required: ['one', 'few', 'other'], allowed: ['zero', 'one', 'few', 'other'] },
};
const CEDILLA = /[\u015F\u0163\u015E\u0162]/g;
const COMMA_BELOW = { '\u015F': 'ș', '\u0163': 'ț', '\u015E': 'Ș', '\u0162': 'Ț' };
/** English words that are not Romanian words: one of them in a Romanian text is a leak. */
const ENGLISH_WORDS = new Set(
  (
    'the and of with for this that your you could cannot please failed error is was were has have will not ' +
    'loading select selected sent send save saved delete deleted observer observers answer answers'
  ).split(' '),
);
/** A gendered object pronoun pointing at a placeholder ("îl … pe {{name}}", "o … pe {{name}}"). */
const GENDERED_PRONOUN = /(^|\s)(îl|o|l-|i-)\s*\S+\s+pe\s+(<\d+>)?\{\{/i;
/** A placeholder, possibly wrapped in a Trans tag (`<name>{{name}}</name>`, `<1>{{name}}</1>`). */
const PLACEHOLDER = String.raw`(?:<\w+>)?\{\{[^}]+\}\}(?:<\/\w+>)?`;
/**
 * One person as the subject of a passive sentence, whose participle then takes that person's
 * gender ("Observatorul {{name}} a fost șters", "Observatorul a fost adăugat"): a singular noun
 * for a person, with or without a placeholder after it. Only these nouns are matched, because a
 * placeholder alone may name a thing ("{{title}} a fost șters" is a form) and other nouns carry
 * their own gender ("Secțiunea {{name}} a fost ștearsă", "Parola observatorului a fost resetată").
 */
const PERSON_SUBJECT = String.raw`(?<!\p{L})(?:observatorul|utilizatorul|coordonatorul|organizatorul|administratorul|voluntarul|membrul)(?:\s+${PLACEHOLDER})?`;
const GENDERED_PARTICIPLE = new RegExp(String.raw`${PERSON_SUBJECT}\s+(?:nu\s+)?(?:a\s+fost|a\s+putut\s+fi)\s+\p{L}+`, 'iu');

/** The words of a text once placeholders and markup are taken out. */
function wordsOf(text) {
  return (
    text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/<\/?\d+>/g, ' ')
      .match(/\p{L}{2,}/gu) ?? []
  );
}

/** Romanian texts that still read as English, or that fit only one gender. */
export function romanianLeaks(label, enFlat, roFlat) {
  const problems = [];
  for (const [key, value] of roFlat) {
    const words = wordsOf(value);
    const english = enFlat.get(key);
    // Proper names ("Ana Popescu") read the same in both languages; a sentence has a lower-case word.
    if (english !== undefined && english === value && words.some((word) => word.length >= 3 && word === word.toLowerCase())) {
      problems.push(`${label} ro: "${key}" is the English text ("${value}"); translate it`);
      continue;
    }
    const word = words.find((candidate) => ENGLISH_WORDS.has(candidate.toLowerCase()));
    if (word) problems.push(`${label} ro: "${key}" has the English word "${word}" ("${value}")`);
    if (GENDERED_PRONOUN.test(value)) {
      problems.push(`${label} ro: "${key}" uses a gendered pronoun for a person ("${value}"); rephrase it to fit anyone`);
    }
    if (GENDERED_PARTICIPLE.test(value)) {
      problems.push(`${label} ro: "${key}" has a participle that agrees with one person ("${value}"); rephrase it to fit anyone`);
    }
  }
  return problems;
}

/** Flattens a message tree to dotted keys. Leaves that are not strings are reported. */
export function flatten(tree, prefix = '', problems = []) {
  const flat = new Map();
  for (const [key, value] of Object.entries(tree ?? {})) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(full, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [nestedKey, nestedValue] of flatten(value, full, problems)) flat.set(nestedKey, nestedValue);
    } else problems.push(`"${full}" is not a text (${Array.isArray(value) ? 'array' : typeof value})`);
  }
  return flat;
}

/** Groups flattened keys by base key: plural forms (`x_one`, `x_other`) share the base `x`. */
export function groupByBase(flat) {
  const groups = new Map();
  for (const [key, value] of flat) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const group = groups.get(base) ?? { forms: new Set(), plain: false, values: [] };
    if (match) group.forms.add(match[1]);
    else group.plain = true;
    group.values.push(value);
    groups.set(base, group);
  }
  return groups;
}

/** The {{placeholder}} names of a text (`{{count, number}}` counts as `count`, `{{- name}}` as `name`). */
export function placeholders(text) {
  const names = new Set();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^\s,}]+)[^}]*\}\}/g)) names.add(match[1]);
  return names;
}

const sorted = (set) => [...set].sort().join(', ') || '(none)';

/** Compares the en and ro catalogues of one namespace. */
export function checkCatalogPair(label, en, ro) {
  const errors = [];
  const enProblems = [];
  const roProblems = [];
  const enFlat = flatten(en, '', enProblems);
  const roFlat = flatten(ro, '', roProblems);
  for (const problem of enProblems) errors.push(`${label} en: ${problem}`);
  for (const problem of roProblems) errors.push(`${label} ro: ${problem}`);

  for (const [language, flat] of [
    ['en', enFlat],
    ['ro', roFlat],
  ]) {
    for (const [key, value] of flat) if (value.trim() === '') errors.push(`${label} ${language}: "${key}" is empty`);
  }
  for (const [key, value] of roFlat) {
    const found = value.match(CEDILLA);
    if (found) {
      const fixes = [...new Set(found)].map((letter) => `${letter} → ${COMMA_BELOW[letter]}`).join(', ');
      errors.push(`${label} ro: "${key}" uses cedilla letters (${fixes}); use comma-below ș ț Ș Ț`);
    }
  }

  errors.push(...romanianLeaks(label, enFlat, roFlat));

  const enGroups = groupByBase(enFlat);
  const roGroups = groupByBase(roFlat);
  for (const [base] of enGroups) if (!roGroups.has(base)) errors.push(`${label}: "${base}" is in en but missing in ro`);
  for (const [base] of roGroups) if (!enGroups.has(base)) errors.push(`${label}: "${base}" is in ro but missing in en`);

  for (const [base, enGroup] of enGroups) {
    const roGroup = roGroups.get(base);
    if (!roGroup) continue;
    for (const [language, group] of [
      ['en', enGroup],
      ['ro', roGroup],
    ]) {
      if (group.forms.size === 0) continue;
      if (group.plain) errors.push(`${label} ${language}: "${base}" is both a plain key and a plural key`);
      const { required, allowed } = PLURAL_FORMS[language];
      const missing = required.filter((form) => !group.forms.has(form));
      const extra = [...group.forms].filter((form) => !allowed.includes(form));
      if (missing.length) errors.push(`${label} ${language}: plural "${base}" lacks ${missing.map((form) => `_${form}`).join(', ')}`);
      if (extra.length)
        errors.push(
          `${label} ${language}: plural "${base}" has forms ${language} does not use: ${extra.map((form) => `_${form}`).join(', ')}`,
        );
    }
    if (enGroup.forms.size > 0 !== roGroup.forms.size > 0) {
      errors.push(`${label}: "${base}" is plural in ${enGroup.forms.size > 0 ? 'en' : 'ro'} only`);
    }
    const enNames = new Set(enGroup.values.flatMap((value) => [...placeholders(value)]));
    const roNames = new Set(roGroup.values.flatMap((value) => [...placeholders(value)]));
    if (sorted(enNames) !== sorted(roNames)) {
      errors.push(`${label}: "${base}" has placeholders {${sorted(enNames)}} in en but {${sorted(roNames)}} in ro`);
    }
  }
  return { errors, keys: new Set(enGroups.keys()) };
}

/** Source files to scan: .ts/.tsx, no tests, no declaration files, no build output. */
export function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === '__tests__' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function splitNamespace(key, defaultNs) {
  const match = /^([\w-]+):(.+)$/.exec(key);
  return match ? { ns: match[1], key: match[2] } : { ns: defaultNs, key };
}

/** The `ns: '…'` option of a t() call, looked for in the text right after the key. */
function nsOption(text, from) {
  const rest = text.slice(from, from + 200);
  const end = rest.indexOf(')');
  const match = /\bns:\s*(['"])([\w-]+)\1/.exec(end === -1 ? rest : rest.slice(0, end));
  return match?.[2];
}

/**
 * Keys used in a file: t('key'), t("key"), t(`key`), i18nKey="key" (with an optional `ns:` prefix
 * or `{ ns: '…' }` option). A template with ${…} gives a prefix: keys under it count as used.
 */
export function findUsages(text, defaultNs) {
  const usages = [];
  const prefixes = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const add = (raw, index, end) => {
    const parsed = splitNamespace(raw, nsOption(text, end) ?? defaultNs);
    usages.push({ ...parsed, line: lineOf(index) });
  };
  for (const match of text.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1)[^\\\n])+)\1/g)) add(match[2], match.index, match.index + match[0].length);
  for (const match of text.matchAll(/\bt\(\s*`([^`$]*)`/g)) add(match[1], match.index, match.index + match[0].length);
  for (const match of text.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)) {
    const parsed = splitNamespace(match[1], nsOption(text, match.index + match[0].length) ?? defaultNs);
    prefixes.push({ ...parsed, prefix: parsed.key, line: lineOf(match.index) });
  }
  for (const match of text.matchAll(/\bi18nKey=\{?\s*(['"])([^'"]+)\1/g)) add(match[2], match.index, match.index + match[0].length);
  // t(open ? 'a' : 'b'): both keys.
  for (const match of text.matchAll(/\bt\(\s*[^'"`(),?]+\?\s*(['"])([^'"\n]+)\1\s*:\s*(['"])([^'"\n]+)\3/g)) {
    add(match[2], match.index, match.index + match[0].length);
    add(match[4], match.index, match.index + match[0].length);
  }
  return { usages, prefixes };
}

/**
 * Every quoted string in a file that looks like a key. A key handed over as data (a navigation
 * entry's `navKey: 'nav.map'`, later given to t()) is used although no t() call names it.
 */
export function findKeyLiterals(text, defaultNs) {
  return [...text.matchAll(/(['"])([\w-]+(?::[\w.-]+)?(?:\.[\w-]+)+)\1/g)].map((match) => splitNamespace(match[2], defaultNs));
}

/** The catalogues and code of the host, the kit and every area found under `root`. */
export function findTargets(root) {
  const targets = [
    {
      label: 'host',
      ns: 'translation',
      dir: path.join(root, 'host/public/assets/i18n'),
      en: 'en.json',
      ro: 'ro.json',
      code: [path.join(root, 'host/src')],
    },
    {
      label: 'kit',
      ns: 'kit',
      dir: path.join(root, 'shared/src/i18n'),
      en: 'kit.en.json',
      ro: 'kit.ro.json',
      code: [path.join(root, 'shared/src')],
    },
  ];
  const areas = existsSync(root)
    ? readdirSync(root).filter((name) => name.startsWith('remote-') && statSync(path.join(root, name)).isDirectory())
    : [];
  for (const area of areas.sort()) {
    const ns = area.slice('remote-'.length);
    targets.push({
      label: area,
      ns,
      dir: path.join(root, area, 'i18n'),
      en: 'en.json',
      ro: 'ro.json',
      code: [path.join(root, area, 'src')],
    });
  }
  return targets;
}

function readJson(file, errors, label) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    errors.push(`${label}: ${path.basename(file)} is not valid JSON (${error.message})`);
    return null;
  }
}

const isUsedKey = (keys, key) => keys.has(key) || keys.has(key.replace(PLURAL_SUFFIX, ''));

/** Runs every check under `root`; returns { errors, warnings, notes }. */
export function checkTranslations(root) {
  const errors = [];
  const warnings = [];
  const notes = [];
  const catalogs = new Map(); // ns -> Set of base keys
  const targets = findTargets(root);

  for (const target of targets) {
    const enFile = path.join(target.dir, target.en);
    const roFile = path.join(target.dir, target.ro);
    const hasEn = existsSync(enFile);
    const hasRo = existsSync(roFile);
    const shown = (file) => path.relative(root, file);
    if (!hasEn && !hasRo) {
      notes.push(`${target.label}: no catalogue yet (${shown(enFile)}), skipped`);
      continue;
    }
    if (!hasEn || !hasRo) {
      errors.push(`${target.label}: ${shown(hasEn ? roFile : enFile)} is missing while ${shown(hasEn ? enFile : roFile)} exists`);
      continue;
    }
    const en = readJson(enFile, errors, target.label);
    const ro = readJson(roFile, errors, target.label);
    if (!en || !ro) continue;
    const result = checkCatalogPair(target.label, en, ro);
    errors.push(...result.errors);
    catalogs.set(target.ns, result.keys);
  }

  const used = new Map(); // ns -> Set of used base keys
  const usedPrefixes = new Map(); // ns -> prefixes
  const literals = new Map(); // ns -> Set of quoted strings shaped like keys
  for (const target of targets) {
    for (const file of target.code.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const literal of findKeyLiterals(text, target.ns)) {
        if (!literals.has(literal.ns)) literals.set(literal.ns, new Set());
        literals.get(literal.ns).add(literal.key);
      }
      const { usages, prefixes } = findUsages(text, target.ns);
      const where = (line) => `${path.relative(root, file)}:${line}`;
      for (const usage of usages) {
        const keys = catalogs.get(usage.ns);
        const base = usage.key.replace(PLURAL_SUFFIX, '');
        if (!used.has(usage.ns)) used.set(usage.ns, new Set());
        used.get(usage.ns).add(base);
        if (!keys) {
          const known = targets.some((candidate) => candidate.ns === usage.ns);
          if (!known) warnings.push(`${where(usage.line)}: namespace "${usage.ns}" of "${usage.key}" has no catalogue`);
          continue;
        }
        if (!isUsedKey(keys, usage.key))
          errors.push(`${where(usage.line)}: "${usage.ns}:${usage.key}" is used but missing from the catalogue`);
      }
      for (const entry of prefixes) {
        if (!usedPrefixes.has(entry.ns)) usedPrefixes.set(entry.ns, []);
        usedPrefixes.get(entry.ns).push(entry.prefix);
      }
    }
  }

  for (const [ns, keys] of catalogs) {
    const usedKeys = used.get(ns) ?? new Set();
    const prefixes = usedPrefixes.get(ns) ?? [];
    const quoted = literals.get(ns) ?? new Set();
    const unused = [...keys].filter((key) => !usedKeys.has(key) && !quoted.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)));
    if (unused.length) warnings.push(`${ns}: ${unused.length} key(s) not used in code: ${unused.sort().join(', ')}`);
  }
  return { errors, warnings, notes };
}

function main() {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(rootIndex >= 0 && args[rootIndex + 1] ? args[rootIndex + 1] : path.join(here, '../..'));
  const { errors, warnings, notes } = checkTranslations(root);
  for (const note of notes) console.log(`note: ${note}`);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (errors.length) {
    console.error(`\ni18n-check: ${errors.length} problem(s):`);
    for (const error of errors) console.error(`  - ${error}`);
    process.exitCode = 1;
    return;
  }
  console.log('i18n-check: translations are complete and consistent.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
