/** The words an image needs, in the person's language (the image is for reports, read without the app). */
export interface SvgTexts {
  readonly title: string;
  /** Under the title: how many answered, the filters in words. */
  readonly subtitle: string;
  readonly rows: readonly { readonly label: string; readonly value: string; readonly fraction: number; readonly flagged: boolean }[];
}

const WIDTH = 720;
const ROW = 28;
const LABEL_WIDTH = 260;
const BAR_WIDTH = 300;
const HEAD = 64;

/** Text as XML character data: observer- and staff-written text can hold <, & and quotes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A label cut to fit its column (whole characters, an ellipsis when cut). */
function fit(text: string, max = 38): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A question's bars as a standalone SVG file: title, subtitle, then per option its label, a bar
 * whose length is its share, and its count and share as text. Flagged options are hatched and
 * marked in their value text, so the image reads in black and white too.
 */
export function questionSvg({ title, subtitle, rows }: SvgTexts): string {
  const height = HEAD + rows.length * ROW + 16;
  const body = rows
    .map((row, index) => {
      const y = HEAD + index * ROW;
      const length = Math.max(0, Math.min(1, row.fraction)) * BAR_WIDTH;
      const fill = row.flagged ? 'url(#flagged)' : '#1f5f99';
      return [
        `<text x="16" y="${y + 18}">${escapeXml(fit(row.label))}</text>`,
        `<rect x="${LABEL_WIDTH}" y="${y + 5}" width="${BAR_WIDTH}" height="16" fill="#eeeeee" stroke="#777777"/>`,
        `<rect x="${LABEL_WIDTH}" y="${y + 5}" width="${length.toFixed(1)}" height="16" fill="${fill}" stroke="#1f2933"/>`,
        `<text x="${LABEL_WIDTH + BAR_WIDTH + 12}" y="${y + 18}">${escapeXml(row.value)}</text>`,
      ].join('');
    })
    .join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="14" fill="#1f2933">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><pattern id="flagged" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#ffffff"/><rect width="3" height="6" fill="#b3261e"/></pattern></defs>',
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    `<text x="16" y="26" font-size="17" font-weight="bold">${escapeXml(fit(title, 80))}</text>`,
    `<text x="16" y="48" fill="#444444">${escapeXml(fit(subtitle, 90))}</text>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}
