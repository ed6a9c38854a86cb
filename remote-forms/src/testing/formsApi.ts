import { createTestHttp } from '@observatory/shared/testing';
import type { SentRequest, TestReply } from '@observatory/shared/testing';
import type { FormListItem, LoadedSection } from '../api/types';

export interface FormsApiOptions {
  readonly forms?: readonly FormListItem[];
  readonly sections?: Readonly<Record<number, readonly LoadedSection[]>>;
  /** Replaces the answer of a method (after it is recorded), e.g. a 409 or a network error. */
  readonly put?: (request: SentRequest) => TestReply | undefined;
  readonly post?: (request: SentRequest) => TestReply | undefined;
  readonly remove?: (request: SentRequest) => TestReply | undefined;
  /** Replaces the answer of PUT …/archive and …/restore. */
  readonly archive?: (request: SentRequest) => TestReply | undefined;
}

/**
 * The forms endpoints over the kit's real HTTP client (createTestHttp): lists by `draft` (or
 * `archived`), a form's sections, and uploads, metadata PUTs, deletes, archives and restores that
 * change the held forms like the API.
 */
export function createFormsApi(options: FormsApiOptions = {}) {
  let forms = [...(options.forms ?? [])];
  const api = createTestHttp();
  api
    .on('GET', '/api/v1/form', (request) => {
      const draft = request.query.draft === 'true';
      const archived = request.query.archived === 'true';
      const rows = forms
        .filter((form) => (archived ? form.archived === true : !form.archived && form.draft === draft))
        .sort((a, b) => a.order - b.order || a.id - b.id);
      return { body: { formVersions: rows } };
    })
    .on('GET', /^\/api\/v1\/form\/\d+$/, (request) => {
      const id = Number(request.path.split('/').pop());
      const sections = options.sections?.[id];
      return sections ? { body: sections } : { status: 404, body: { status: 404 } };
    })
    .on('PUT', '/api/v1/form', (request) => {
      const replaced = options.put?.(request);
      if (replaced) return replaced;
      const body = request.body as Partial<FormListItem> & { id: number };
      forms = forms.map((form) => (form.id === body.id ? { ...form, ...pick(body) } : form));
      return { body: body.id };
    })
    .on('PUT', /^\/api\/v1\/form\/\d+\/(archive|restore)$/, (request) => {
      const replaced = options.archive?.(request);
      if (replaced) return replaced;
      const [, , , , id, action] = request.path.split('/');
      const last = Math.max(0, ...forms.map((form) => form.order));
      forms = forms.map((form) =>
        form.id !== Number(id)
          ? form
          : action === 'archive'
            ? { ...form, draft: true, archived: true }
            : { ...form, draft: true, archived: false, order: last + 1 },
      );
      const form = forms.find((candidate) => candidate.id === Number(id));
      return form ? { body: form } : { status: 404, body: { status: 404 } };
    })
    .on('POST', '/api/v1/form', (request) => options.post?.(request) ?? { body: 99 })
    .on('DELETE', '/api/v1/form', (request) => {
      const replaced = options.remove?.(request);
      if (replaced) return replaced;
      forms = forms.filter((form) => form.id !== Number(request.query.formId));
      return { body: true };
    })
    // The editor's history (audit trail): none unless a test says otherwise.
    .on('GET', /^\/api\/v1\/audit\/form\//, { body: [] });
  return {
    http: api.http,
    requests: api.requests,
    on: api.on.bind(api),
    /** The held forms, as the API would list them now. */
    forms: () => forms,
    /** The requests of one method. */
    sent: (method: string) => api.requests.filter((request) => request.method === method),
  };
}

function pick(body: Partial<FormListItem>): Partial<FormListItem> {
  const changed: Partial<Record<keyof FormListItem, unknown>> = {};
  for (const key of ['draft', 'order', 'code', 'description', 'diaspora'] as const) if (body[key] !== undefined) changed[key] = body[key];
  return changed as Partial<FormListItem>;
}
