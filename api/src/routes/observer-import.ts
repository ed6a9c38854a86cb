import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireStaff } from '../auth/principal.js';
import { HttpProblem, notFound } from '../http/problem.js';
import { IMPORT_MAX_BYTES, importObservers } from '../services/observer-import.js';

export function observerImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/observer/import', { config: { multipart: true } }, async (req) => {
    const p = await requireStaff(ctx, req);
    let file: Buffer | undefined;
    let target: string | undefined;
    for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname.toLowerCase() !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer(); // throws 413 past 5 MiB
      } else {
        const name = part.fieldname.toLowerCase();
        if ((name === 'ongid' || name === 'ngoid') && typeof part.value === 'string' && part.value.trim() !== '')
          target = part.value.trim();
      }
    }
    if (!file) throw new HttpProblem(400, 'One or more fields are invalid.', { file: ['This field is required.'] });

    let ngoId = p.ngoId;
    if (target !== undefined) {
      const n = Number(target);
      if (!Number.isInteger(n) || n < 1)
        throw new HttpProblem(400, 'One or more fields are invalid.', { ongId: ['Must be a positive id.'] });
      // Only organizers import into another NGO; for anyone else it is another tenant's row.
      if (n !== p.ngoId && !p.organizer) throw notFound('No such NGO.');
      const ngo = await ctx.db.get('SELECT id FROM ngos WHERE id = ?', [n]);
      if (!ngo) throw notFound('No such NGO.');
      ngoId = n;
    }
    return importObservers(ctx.db, ctx.hasher, ngoId, file);
  });
}
