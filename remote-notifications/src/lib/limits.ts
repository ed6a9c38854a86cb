/**
 * How long a notification may be, in one place. Push providers and lock screens cut long texts:
 * about one line of title and a few lines of body survive. Past these the form warns (it still
 * sends); past the API's own maximums it refuses, because the API would.
 */
export const TITLE_LIMIT = 65;
export const MESSAGE_LIMIT = 240;

/** The API refuses longer texts (400): checked in the browser first. */
export const TITLE_MAX = 200;
export const MESSAGE_MAX = 4000;

/** At most this many names are looked up when the sender asks who a roster selection is. */
export const NAMES_SHOWN_CAP = 20;
/** Name look-ups run this many at a time, so a long selection does not flood the API. */
export const NAME_LOOKUPS_AT_ONCE = 4;

/** The API takes at most this many recipients in one send. */
export const MAX_RECIPIENTS = 50_000;

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

/** The text as a lock screen may show it: cut after `limit` characters, with an ellipsis. */
export function cutText(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('').trimEnd()}…` : text;
}
