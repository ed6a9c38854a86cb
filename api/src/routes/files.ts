import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { INLINE_TYPES } from '../storage/files.js';
import { notFound } from '../http/problem.js';

/** Signed attachment links: no bearer header (an <img> cannot send one), the signature is the credential. */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/files/:name', { config: { access: 'public' } }, async (req, reply) => {
    const { name } = req.params as { name: string };
    const { exp, sig } = req.query as { exp?: unknown; sig?: unknown };
    const genuine = typeof exp === 'string' && typeof sig === 'string' && ctx.files.verify(name, exp, sig);
    if (!genuine) throw notFound('This link is invalid or has expired.');
    const row = await ctx.db.get<{ content_type: string }>('SELECT content_type FROM note_attachments WHERE storage_name = ?', [name]);
    if (!row) throw notFound('This link is invalid or has expired.');
    const body = await ctx.files.read(name);
    if (!body) throw notFound('This link is invalid or has expired.');
    const inline = INLINE_TYPES.has(row.content_type);
    reply
      .header('Content-Type', row.content_type)
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Security-Policy', "sandbox; default-src 'none'")
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', inline ? 'inline' : `attachment; filename="${name}"`);
    return reply.send(body);
  });
}
