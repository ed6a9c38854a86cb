import type { Db } from '../db/types.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { FileStore } from '../storage/files.js';
import { isEmpty, seedBase } from './base.js';
import { seedDemo } from './demo.js';

/** Seeds only an empty database; returns what it did. */
export async function seedIfEmpty(db: Db, hasher: PasswordHasher, files: FileStore, mode: 'demo' | 'none'): Promise<string> {
  if (!(await isEmpty(db))) return 'skipped (database not empty)';
  const ngoIds = await seedBase(db, hasher, mode === 'demo');
  if (mode === 'none') return 'none (staff accounts and counties only)';
  const summary = await seedDemo(db, hasher, files, ngoIds);
  return `demo (${summary})`;
}
