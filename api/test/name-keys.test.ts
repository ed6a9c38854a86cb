import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { foldForSearch, romanianSortKey } from '../src/db/name-keys.js';

const byKey = (names: string[]) =>
  [...names].sort((a, b) => (romanianSortKey(a) < romanianSortKey(b) ? -1 : romanianSortKey(a) > romanianSortKey(b) ? 1 : 0));

describe('name keys (unit)', () => {
  test('folding drops case and every diacritic, cedilla and comma-below alike', () => {
    assert.equal(foldForSearch('Ștefan'), 'stefan');
    assert.equal(foldForSearch('ŞTEFAN'), 'stefan');
    assert.equal(foldForSearch('Țurcanu'), foldForSearch('Ţurcanu'));
    assert.equal(foldForSearch('  Ăla   Îmi  Â '), 'ala imi a');
    assert.equal(foldForSearch('Szabó Ernő Weiß'), 'szabo erno weiss');
    assert.equal(foldForSearch('Ana\u200b\u2066Pop'), 'anapop', 'invisible format characters take no part');
  });

  test('the sort key orders the Romanian alphabet byte by byte', () => {
    assert.deepEqual(byKey(['b', 'â', 'ă', 'a']), ['a', 'ă', 'â', 'b']);
    assert.deepEqual(byKey(['j', 'î', 'i']), ['i', 'î', 'j']);
    assert.deepEqual(byKey(['Szabó', 'Ștefan', 'Sârbu', 'Tudor', 'Ţepeş', 'Sz']), ['Sârbu', 'Sz', 'Szabó', 'Ștefan', 'Tudor', 'Ţepeş']);
    assert.equal(romanianSortKey('Ş'), romanianSortKey('ș'), 'cedilla reads as comma-below');
    assert.equal(romanianSortKey('Ana'), romanianSortKey('ANA'), 'case is ignored');
  });

  test('words, digits and other scripts', () => {
    assert.deepEqual(
      byKey(['Ana Maria', 'Anabela', 'Ana-Maria', 'Ana 2', 'Ана']),
      ['Ana 2', 'Ana Maria', 'Ana-Maria', 'Anabela', 'Ана'],
      'separators, then digits, then letters; other scripts last',
    );
    assert.equal(romanianSortKey('  Ana  -  Pop '), romanianSortKey('Ana Pop'));
    // 0 and 9 are digits like the others, not word breaks.
    assert.deepEqual(byKey(['Ana 9', 'Ana 0', 'Ana']), ['Ana', 'Ana 0', 'Ana 9']);
    assert.notEqual(romanianSortKey('Secția 0'), romanianSortKey('Secția'));
    assert.notEqual(romanianSortKey('Secția 9'), romanianSortKey('Secția'));
  });
});
