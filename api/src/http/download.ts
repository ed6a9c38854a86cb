import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Streams CSV lines as an attachment (UTF-8; the first line carries the BOM). */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines));
}
