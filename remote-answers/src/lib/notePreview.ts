/** A note's text is cut past this many characters in the preview (spec section 9). */
export const NOTE_PREVIEW_LENGTH = 185;

/** An attachment is shown as an image when its path ends in .jpg or .jpeg, in any letter case. */
export function isImageAttachment(path: string | null | undefined): boolean {
  if (!path) return false;
  // Signed links carry a query string and maybe a fragment after the file name.
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return /\.jpe?g$/i.test(withoutQuery);
}

/** A note's preview: cut past 185 characters with an ellipsis (spec section 3, displayedText). */
export function previewText(text: string | null | undefined, length: number = NOTE_PREVIEW_LENGTH): string {
  if (!text) return '';
  const characters = Array.from(text); // by code point, so a cut never splits an emoji or a ș
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('')}…`;
}
