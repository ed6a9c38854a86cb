/** A note's text is cut past this many characters in the preview (spec section 9). */
export const NOTE_PREVIEW_LENGTH = 185;

/**
 * An attachment is shown as an image when its path ends in .jpg or .jpeg, in any letter case
 * (spec section 3), or in the other image types the API serves inline (png, gif, webp; it sniffs
 * the bytes and names stored files after them). Everything else is a download link.
 */
export function isImageAttachment(path: string | null | undefined): boolean {
  if (!path) return false;
  // Signed links carry a query string and maybe a fragment after the file name.
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return /\.(jpe?g|png|gif|webp)$/i.test(withoutQuery);
}

/** The file's extension in capitals ("PDF"), to name a download link; '' when it has none. */
export function attachmentKind(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(withoutQuery);
  return match ? match[1]!.toUpperCase() : '';
}

/** A note's preview: cut past 185 characters with an ellipsis (spec section 3, displayedText). */
export function previewText(text: string | null | undefined, length: number = NOTE_PREVIEW_LENGTH): string {
  if (!text) return '';
  const characters = Array.from(text); // by code point, so a cut never splits an emoji or a ș
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('')}…`;
}
