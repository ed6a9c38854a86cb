import type { ApiErrorShape } from '../contract';

/** The one normalised error every request of the HTTP client rejects with. */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly title: string;
  readonly detail?: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  readonly fieldCodes?: Readonly<Record<string, readonly string[]>>;
  readonly errors?: unknown;
  readonly network: boolean;
  readonly aborted: boolean;

  constructor(shape: ApiErrorShape) {
    super(shape.detail ?? shape.title);
    this.name = 'ApiError';
    this.status = shape.status;
    this.title = shape.title;
    this.detail = shape.detail;
    this.fieldErrors = shape.fieldErrors;
    this.fieldCodes = shape.fieldCodes;
    this.errors = shape.errors;
    this.network = shape.network;
    this.aborted = shape.aborted;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError');
}
