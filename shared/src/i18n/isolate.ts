const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Wraps text that comes from data (an observer's name) in Unicode isolate marks before it goes
 * into a sentence: whatever direction controls the text carries, it cannot reorder the words
 * around it ("Delete Ana?" stays readable even for a name with a right-to-left override). The
 * string counterpart of `<bdi>`, for places that only take strings (titles, toasts, labels).
 */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
