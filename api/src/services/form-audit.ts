import type { AuditEntry } from './audit.js';
import { describeChanges } from './audit.js';

interface FormBefore {
  code: string;
  description: string;
  diaspora: number;
  draft: number;
  sort_order: number;
}

interface FormAfter {
  code?: string | undefined;
  description?: string | undefined;
  diaspora?: boolean | undefined;
  draft?: boolean | undefined;
  order?: number | undefined;
}

/**
 * What one `PUT /api/v1/form` did, as one event: publishing or unpublishing when `draft` moved
 * (other changes in the same request go in its summary), a reorder when only the order moved,
 * otherwise a save. `newVersion` is set when the content changed.
 */
export function formChangeEvent(before: FormBefore, c: FormAfter, newVersion: number | undefined): Pick<AuditEntry, 'action' | 'summary'> {
  const draftAfter = c.draft ?? before.draft === 1;
  const fields = describeChanges([
    { field: 'code', before: before.code, after: c.code ?? before.code },
    { field: 'description', before: before.description, after: c.description ?? before.description },
    { field: 'diaspora', before: String(before.diaspora === 1), after: String(c.diaspora ?? before.diaspora === 1), quote: false },
    { field: 'order', before: String(before.sort_order), after: String(c.order ?? before.sort_order), quote: false },
  ]);
  const parts = [fields, newVersion !== undefined ? `content changed (version ${newVersion})` : ''].filter((s) => s !== '');
  const summary = `${c.code ?? before.code}${parts.length > 0 ? `: ${parts.join('; ')}` : ''}`;
  if (draftAfter !== (before.draft === 1)) return { action: draftAfter ? 'form.unpublish' : 'form.publish', summary };
  const onlyOrder = parts.length === 1 && fields.startsWith('order:') && !fields.includes(';');
  if (onlyOrder) return { action: 'form.reorder', summary };
  return { action: 'form.save', summary: parts.length > 0 ? summary : `${summary}: no change` };
}
