/** RFC 7807 problem details, as the contract's General rules describe them. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, unknown>;
  /** Beside `errors` of a field refusal: the stable code of each message, same keys, same order (README "Field refusal codes"). */
  codes?: Record<string, string[]>;
  traceId?: string;
}

/** One refusal of one field: a stable code clients can say in their own words, and an English message. */
interface FieldIssue {
  code: string;
  message: string;
}

/** Refusals keyed by wire field name (`name`, `formSections[1].code`). */
export type FieldIssues = Record<string, FieldIssue[]>;

const TYPES: Record<number, [string, string]> = {
  400: ['https://tools.ietf.org/html/rfc7231#section-6.5.1', 'One or more validation errors occurred.'],
  404: ['https://tools.ietf.org/html/rfc7231#section-6.5.4', 'Not Found'],
  405: ['https://tools.ietf.org/html/rfc7231#section-6.5.5', 'Method Not Allowed'],
  409: ['https://tools.ietf.org/html/rfc7231#section-6.5.8', 'Conflict'],
  413: ['https://tools.ietf.org/html/rfc7231#section-6.5.11', 'Payload Too Large'],
  415: ['https://tools.ietf.org/html/rfc7231#section-6.5.13', 'Unsupported Media Type'],
  429: ['https://tools.ietf.org/html/rfc6585#section-4', 'Too Many Requests'],
  500: ['https://tools.ietf.org/html/rfc7231#section-6.6.1', 'An unexpected error occurred.'],
  503: ['https://tools.ietf.org/html/rfc7231#section-6.6.4', 'Service Unavailable'],
};

export function problemBody(
  status: number,
  detail?: string,
  errors?: Record<string, unknown>,
  title?: string,
  codes?: Record<string, string[]>,
): ProblemBody {
  const [type, defaultTitle] = TYPES[status] ?? ['about:blank', 'Error'];
  const fallback = status === 400 && errors === undefined ? 'Bad Request' : defaultTitle;
  const body: ProblemBody = { type, title: title ?? fallback, status };
  if (detail !== undefined) body.detail = detail;
  if (errors !== undefined) body.errors = errors;
  if (codes !== undefined) body.codes = codes;
  return body;
}

/** Thrown anywhere in a handler; the error handler turns it into problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly errors?: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
    readonly codes?: Record<string, string[]>,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

/** A refusal of named fields: `errors` keeps the contract's `field: [message]`, `codes` says each one's code. */
export function fieldProblem(detail: string, issues: FieldIssues, status = 400): HttpProblem {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(issues)) {
    errors[field] = list.map((issue) => issue.message);
    codes[field] = list.map((issue) => issue.code);
  }
  return new HttpProblem(status, detail, errors, {}, codes);
}

/** 401 and 403 carry no body (contract). */
export class AuthFailure extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? 'Unauthorized' : 'Forbidden');
  }
}

export const notFound = (detail = 'The requested resource was not found.') => new HttpProblem(404, detail);
export const conflict = (detail: string) => new HttpProblem(409, detail);
