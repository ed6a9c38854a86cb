import { z } from 'zod';

export const County = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    limit: z.number().int().describe('Its polling stations are numbered 1 to `limit`.'),
    numberOfPollingStations: z.number().int().describe('The same as `limit`.'),
    diaspora: z.boolean(),
    order: z.number().int(),
  })
  .meta({
    id: 'County',
    examples: [{ id: 1, code: 'AB', name: 'Alba', limit: 460, numberOfPollingStations: 460, diaspora: false, order: 1 }],
  });
