import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireStaff } from '../auth/principal.js';
import { parseWith } from '../validation/validate.js';
import { ANSWER_FILTER_ALIASES, AnswerFilterQuery } from '../services/threads.js';
import { notePages, writeAnswersWorkbook } from '../export/answers-workbook.js';
import { csvLine } from '../export/escape.js';

export function exportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // v2 is the original client's export button (contract "Answers and notes"): the same export.
  const answersWorkbook = async (req: FastifyRequest, reply: FastifyReply) => {
    const p = await requireStaff(ctx, req);
    const filter = parseWith(AnswerFilterQuery, req.query, ANSWER_FILTER_ALIASES);
    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    writeAnswersWorkbook(db, p, filter, out).catch((err: unknown) => {
      req.log.error({ err: { message: (err as Error).message } }, 'export failed');
      out.destroy(err as Error);
    });
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', 'attachment; filename="answers.xlsx"')
      .send(out);
  };
  app.get('/api/v1/export/all', answersWorkbook);
  app.get('/api/v2/export/all', answersWorkbook);

  app.get('/api/v1/export/all/notes', async (req, reply) => {
    const p = await requireStaff(ctx, req);
    const filter = parseWith(AnswerFilterQuery, req.query, ANSWER_FILTER_ALIASES);
    async function* lines(): AsyncGenerator<string> {
      yield `\ufeff${csvLine(['NoteId', 'ObserverId', 'ObserverPhone', 'ObserverName', 'NGO', 'CountyCode', 'PollingStationNumber', 'FormCode', 'QuestionCode', 'Text', 'Attachments', 'LastModified'])}`;
      for await (const page of notePages(db, p, filter)) {
        yield page
          .map((n) =>
            csvLine([
              n.id,
              n.observer_id,
              n.phone,
              n.name,
              n.ngo,
              n.county_code,
              n.station_number,
              n.form_code,
              n.question_code,
              n.text,
              n.attachments,
              n.last_modified,
            ]),
          )
          .join('');
      }
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="notes.csv"')
      .send(Readable.from(lines()));
  });
}
