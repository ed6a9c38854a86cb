import { text } from './fields.js';
import { withCode } from './validate.js';

const NAME_MAX = 100;

/**
 * Bidirectional embedding/override (U+202A–U+202E) and isolate (U+2066–U+2069) controls: an
 * observer name carrying them can reorder what staff read around it (contract "Observers").
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

const BIDI_MESSAGE = 'Must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069).';

export const hasBidiControls = (s: string): boolean => BIDI_CONTROLS.test(s);

/** An observer name for add and edit: text(100) that refuses bidi controls. */
export const observerName = () => text(NAME_MAX).refine((s) => !hasBidiControls(s), { message: BIDI_MESSAGE, ...withCode('name_bidi') });

export interface NameIssue {
  code: 'name_required' | 'name_too_long' | 'name_bidi';
  message: string;
}

/** The same rules for one import row (the name already trimmed and collapsed). */
export function nameIssue(name: string): NameIssue | undefined {
  if (name === '') return { code: 'name_required', message: 'The name is required.' };
  if (name.length > NAME_MAX) return { code: 'name_too_long', message: `The name must be at most ${NAME_MAX} characters.` };
  if (hasBidiControls(name)) return { code: 'name_bidi', message: 'The name must not contain bidirectional control characters.' };
  return undefined;
}
