import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvLine } from './escape.js';

/**
 * Streams a CSV attachment (UTF-8 with a BOM): the header, then one line per row of each page as
 * it is read, so memory stays flat however many rows there are.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<readonly T[]>,
  cells: (row: T) => Parameters<typeof csvLine>[0],
): FastifyReply {
  async function* lines(): AsyncGenerator<string> {
    yield `\ufeff${csvLine(header)}`;
    for await (const page of pages) yield page.map((row) => csvLine(cells(row))).join('');
  }
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines()));
}
