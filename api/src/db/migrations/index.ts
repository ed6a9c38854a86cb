import { init } from './001_init.js';
import { counts } from './002_counts.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in order at start; never edit one that has shipped, add the next instead. */
export const migrations: Migration[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'counts', sql: counts },
];
