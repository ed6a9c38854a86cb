import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * Writes a generated file when its text changed. With `check` (npm test) a change also fails:
 * the file is regenerated, and the message asks for it to be reviewed and committed, so every
 * change to what it is generated from shows in review. Returns the exit code.
 */
export function writeGenerated(target, text, { check, from }) {
  const name = path.relative(ROOT, target);
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (text === before) {
    console.log(`${name} is up to date`);
    return 0;
  }
  fs.writeFileSync(target, text);
  if (check) {
    console.error(`${name} did not match ${from}: it has been regenerated; review the change and commit it.`);
    return 1;
  }
  console.log(`${name} written`);
  return 0;
}
