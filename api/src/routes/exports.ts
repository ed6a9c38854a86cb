import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffOf } from '../auth/principal.js';
import { download } from '../openapi/wire.js';
import { AnswerFilterQuery } from '../schemas/answers.js';
import type { AnswerFilter } from '../services/threads.js';
import { notePages, writeAnswersWorkbook } from '../export/answers-workbook.js';
import { sendCsv } from '../export/csv-download.js';
import { recordExport } from '../services/audit.js';
import { apiArea } from './area.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WORKBOOK =
  "One sheet per form (one row per thread, one column per question) plus a notes sheet, with the thread filters of `GET /api/v1/answers`. Its Last Modified column is the thread's latest check-in, answer or note.";

export const exportRoutes = apiArea('Exports', (app, ctx) => {
  const { db } = ctx;

  const answersWorkbook = async (req: FastifyRequest, reply: FastifyReply, filter: AnswerFilter) => {
    await recordExport(db, staffOf(req), 'answers', filter);
    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    writeAnswersWorkbook(db, staffOf(req), filter, out).catch((err: unknown) => {
      req.log.error({ err: { message: (err as Error).message } }, 'export failed');
      out.destroy(err as Error);
    });
    return reply.header('Content-Type', XLSX).header('Content-Disposition', 'attachment; filename="answers.xlsx"').send(out);
  };

  // v2 is where the original client's export button asks: the same export, documented as its alias.
  const workbookRoutes = [
    {
      url: '/api/v1/export/all',
      operationId: 'exportAnswers',
      summary: 'Every answer the filters keep, as an xlsx workbook',
      alias: false,
    },
    {
      url: '/api/v2/export/all',
      operationId: 'exportAnswersOriginalClient',
      summary: 'The same export, where the original client asks for it',
      alias: true,
    },
  ];
  for (const route of workbookRoutes) {
    app.get(
      route.url,
      {
        config: { access: 'staff' },
        schema: {
          operationId: route.operationId,
          summary: route.summary,
          description: route.alias
            ? `Compatibility alias of \`GET /api/v1/export/all\` (the original client's export button): the same filters, scoping and workbook. ${WORKBOOK}`
            : WORKBOOK,
          ...(route.alias ? { deprecated: true } : {}),
          querystring: AnswerFilterQuery,
          response: { 200: download('answers.xlsx', XLSX) },
        },
      },
      async (req, reply) => answersWorkbook(req, reply, req.query),
    );
  }

  app.get(
    '/api/v1/export/all/notes',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'exportNotes',
        summary: 'The notes of the filtered threads, as CSV',
        description:
          'Columns `NoteId, ObserverId, ObserverPhone, ObserverName, NGO, CountyCode, PollingStationNumber, FormCode, QuestionCode, Text, Attachments, LastModified`; UTF-8 with a BOM.',
        querystring: AnswerFilterQuery,
        response: { 200: download('notes.csv', 'text/csv') },
      },
    },
    async (req, reply) => {
      await recordExport(db, staffOf(req), 'notes', req.query);
      const header = [
        'NoteId',
        'ObserverId',
        'ObserverPhone',
        'ObserverName',
        'NGO',
        'CountyCode',
        'PollingStationNumber',
        'FormCode',
        'QuestionCode',
        'Text',
        'Attachments',
        'LastModified',
      ];
      return sendCsv(reply, 'notes.csv', header, notePages(db, staffOf(req), req.query), (n) => [
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
      ]);
    },
  );
});
