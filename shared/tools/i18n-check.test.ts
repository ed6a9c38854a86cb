/**
 * @jest-environment node
 *
 * Runs the real script with Node on small fixture repositories (jest cannot import the .mjs
 * directly without ESM mode, and running it the way CI does is the better test anyway).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'i18n-check.mjs');

type Files = Record<string, unknown>;

function makeRepo(files: Files): string {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

function run(files: Files) {
  const root = makeRepo(files);
  try {
    const result = spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
    return { status: result.status, out: result.stdout, err: result.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const GOOD_KIT = {
  'shared/src/i18n/kit.en.json': { loading: 'Loading...', rows_one: '{{count}} row', rows_other: '{{count}} rows' },
  'shared/src/i18n/kit.ro.json': {
    loading: 'Se încarcă...',
    rows_one: '{{count}} rând',
    rows_few: '{{count}} rânduri',
    rows_other: '{{count}} de rânduri',
  },
  'shared/src/ui/Thing.tsx': "const a = t('loading'); const b = t('rows', { count });",
};

describe('i18n-check', () => {
  it('passes consistent catalogues and notes the ones that do not exist yet', () => {
    const { status, out, err } = run({
      ...GOOD_KIT,
      'host/public/assets/i18n/en.json': { nav: { answers: 'Answers' } },
      'host/public/assets/i18n/ro.json': { nav: { answers: 'Răspunsuri' } },
      'host/src/TopBar.tsx': "t('nav.answers'); t('kit:loading');",
      'remote-forms/src/area.tsx': '',
    });
    expect(err).toBe('');
    expect(out).toContain('note: remote-forms: no catalogue yet');
    expect(out).toContain('translations are complete and consistent');
    expect(status).toBe(0);
  });

  it('reports key differences, empty values, placeholders, cedillas and plural forms', () => {
    const { status, err } = run({
      'remote-observers/i18n/en.json': {
        title: 'Observers',
        onlyEn: 'x',
        empty: ' ',
        greeting: 'Hello {{name}}',
        selected_one: '{{count}} selected',
        selected_other: '{{count}} selected',
        removed_one: 'one removed',
        removed_other: '{{count}} removed',
      },
      'remote-observers/i18n/ro.json': {
        title: 'Observatori',
        onlyRo: 'y',
        empty: 'gol',
        greeting: 'Bună {{nume}}',
        selected_one: '{{count}} selectat',
        selected_other: '{{count}} selectaţi',
        removed_one: 'unul șters',
        removed_few: '{{count}} șterse',
        removed_other: '{{count}} de șterse',
      },
    });
    expect(status).toBe(1);
    expect(err).toContain('remote-observers: "onlyEn" is in en but missing in ro');
    expect(err).toContain('remote-observers: "onlyRo" is in ro but missing in en');
    expect(err).toContain('remote-observers en: "empty" is empty');
    expect(err).toContain('"greeting" has placeholders {name} in en but {nume} in ro');
    expect(err).toContain('"selected_other" uses cedilla letters (ţ → ț)');
    expect(err).toContain('remote-observers ro: plural "selected" lacks _few');
    expect(err).not.toContain('"removed"');
  });

  it('reports keys used in code that no catalogue has, per namespace, and unused keys as warnings', () => {
    const { status, err } = run({
      ...GOOD_KIT,
      'remote-statistics/i18n/en.json': { title: 'Statistics', unused: 'Never shown', card: { a: 'A', b: 'B' } },
      'remote-statistics/i18n/ro.json': { title: 'Statistici', unused: 'Niciodată', card: { a: 'A', b: 'B' } },
      'remote-statistics/src/Page.tsx': [
        "t('title');",
        "t('missing.key');",
        "t('kit:loading');",
        "t('kit:nope');",
        "t('loading', { ns: 'kit' });",
        '<Trans i18nKey="alsoMissing" />',
        't(`card.${key}`);',
      ].join('\n'),
      'remote-statistics/src/Page.test.tsx': "t('only.in.a.test');",
    });
    expect(status).toBe(1);
    expect(err).toContain('remote-statistics/src/Page.tsx:2: "statistics:missing.key" is used but missing');
    expect(err).toContain('remote-statistics/src/Page.tsx:4: "kit:nope" is used but missing');
    expect(err).toContain('remote-statistics/src/Page.tsx:6: "statistics:alsoMissing" is used but missing');
    expect(err).not.toContain('only.in.a.test');
    expect(err).not.toContain('"kit:loading"');
    expect(err).toContain('warning: statistics: 1 key(s) not used in code: unused');
  });

  it('counts both keys of a ternary in t() and a key handed over as data as used', () => {
    const { status, err } = run({
      ...GOOD_KIT,
      'remote-map/i18n/en.json': { panel: { open: 'Open', resolved: 'Resolved' }, nav: { map: 'Map' }, spare: { key: 'Spare' } },
      'remote-map/i18n/ro.json': { panel: { open: 'Deschis', resolved: 'Rezolvat' }, nav: { map: 'Hartă' }, spare: { key: 'Rezervă' } },
      'remote-map/src/Panel.tsx': [
        "t(thread.done ? 'panel.resolved' : 'panel.open', { name });",
        "t(wide ? 'panel.gone' : 'panel.open');",
        "const entry = { navKey: 'nav.map' };",
      ].join('\n'),
    });
    expect(status).toBe(1);
    expect(err).toContain('remote-map/src/Panel.tsx:2: "map:panel.gone" is used but missing');
    expect(err).toContain('warning: map: 1 key(s) not used in code: spare.key');
  });

  it('reports English left in Romanian and pronouns that fit only one gender, but not proper names', () => {
    const { status, err } = run({
      'remote-observers/i18n/en.json': {
        same: 'Could not load the list.',
        word: 'Import failed',
        name: 'Ana Popescu',
        confirm: 'Delete {{name}}?',
        neutral: 'Delete {{name}}?',
        verb: 'Observer {{name}} has {{count}} answers',
      },
      'remote-observers/i18n/ro.json': {
        same: 'Could not load the list.',
        word: 'Importul a failed',
        name: 'Ana Popescu',
        confirm: 'Sigur îl ștergeți pe {{name}}?',
        neutral: 'Ștergeți observatorul {{name}}?',
        verb: 'Observatorul {{name}} are {{count}} răspunsuri',
      },
    });
    expect(status).toBe(1);
    expect(err).toContain('remote-observers ro: "same" is the English text');
    expect(err).toContain('remote-observers ro: "word" has the English word "failed"');
    expect(err).toContain('remote-observers ro: "confirm" uses a gendered pronoun');
    expect(err).not.toContain('"name"');
    expect(err).not.toContain('"neutral"');
    // "are" is Romanian ("has"): only words that are not Romanian count.
    expect(err).not.toContain('"verb"');
  });

  it('reports a participle that agrees with one person, but not one that agrees with a thing', () => {
    const en = {
      named: '{{name}} has been deleted.',
      bare: 'Observer has been added',
      failed: 'The observer could not be deleted.',
      tagged: 'Observer <name>{{name}}</name> was not found.',
      active: 'Deleted observer {{name}}.',
      thing: 'Section {{name}} has been deleted.',
      owned: 'The observer’s password has been reset.',
      form: '{{title}} has been deleted.',
    };
    const { status, err } = run({
      'remote-observers/i18n/en.json': en,
      'remote-observers/i18n/ro.json': {
        named: 'Observatorul {{name}} a fost șters.',
        bare: 'Observatorul a fost adăugat',
        failed: 'Observatorul nu a putut fi șters.',
        tagged: 'Observatorul <name>{{name}}</name> nu a fost găsit.',
        active: 'Am șters observatorul {{name}}.',
        thing: 'Secțiunea {{name}} a fost ștearsă.',
        owned: 'Parola observatorului a fost resetată.',
        form: '{{title}} a fost șters.',
      },
    });
    expect(status).toBe(1);
    for (const key of ['named', 'bare', 'failed', 'tagged']) {
      expect(err).toContain(`remote-observers ro: "${key}" has a participle that agrees with one person`);
    }
    for (const key of ['active', 'thing', 'owned', 'form']) expect(err).not.toContain(`"${key}"`);
  });

  it('reports a catalogue that exists in one language only', () => {
    const { status, err } = run({ 'remote-answers/i18n/en.json': { title: 'Answers' } });
    expect(status).toBe(1);
    expect(err).toContain('remote-answers: remote-answers/i18n/ro.json is missing while remote-answers/i18n/en.json exists');
  });
});
