import { z } from 'zod';
import { INLINE_TYPES } from '../storage/files.js';
import { notFound } from '../http/problem.js';
import { download, problem, request } from '../openapi/wire.js';
import { attachmentType } from '../services/notes.js';
import { apiArea } from './area.js';

const FileParams = request({ name: z.string().describe("The attachment's storage name.") });
const SignedLink = request({
  exp: z.string().optional().describe('When the link expires (seconds since 1970).'),
  sig: z.string().optional().describe("The link's signature."),
});

/** Signed attachment links: no bearer header (an <img> cannot send one), the signature is the credential. */
export const fileRoutes = apiArea('Files', (app, ctx) => {
  app.get(
    '/files/:name',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'attachment',
        summary: 'An attachment, through the signed link a note carries',
        description:
          'Served with its real content type (sniffed from the bytes when stored), `nosniff`, `Referrer-Policy: no-referrer`, a sandboxing CSP, and `Content-Disposition: attachment` unless it is a jpeg, png, gif or webp image.',
        params: FileParams,
        querystring: SignedLink,
        response: {
          200: download('The file.', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/octet-stream'),
          404: problem('The link is invalid or has expired, or the file is gone.'),
        },
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      const { exp, sig } = req.query;
      const genuine = exp !== undefined && sig !== undefined && ctx.files.verify(name, exp, sig);
      if (!genuine) throw notFound('This link is invalid or has expired.');
      const contentType = await attachmentType(ctx.db, name);
      if (!contentType) throw notFound('This link is invalid or has expired.');
      const body = await ctx.files.read(name);
      if (!body) throw notFound('This link is invalid or has expired.');
      const inline = INLINE_TYPES.has(contentType);
      reply
        .header('Content-Type', contentType)
        .header('Referrer-Policy', 'no-referrer')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', inline ? 'inline' : `attachment; filename="${name}"`);
      return reply.send(body);
    },
  );
});
