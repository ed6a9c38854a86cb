/** Why an area could not be shown; decides the message and whether retrying can help. */
export type AreaFailureKind = 'unreachable' | 'timeout' | 'incompatible' | 'crashed';

export class AreaLoadError extends Error {
  override readonly name = 'AreaLoadError';

  constructor(
    readonly kind: AreaFailureKind,
    message: string,
    readonly stage: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }

  /** Network failures may heal on their own; version and contract failures never do. */
  get retryable(): boolean {
    return this.kind === 'unreachable' || this.kind === 'timeout';
  }
}

/** Module Federation error codes that mean "the remote's code is incompatible", not "unreachable". */
const INCOMPATIBLE_CODES = ['RUNTIME-006', 'RUNTIME-005', 'does not satisfy', 'Unsatisfied version'];

export function classifyLoadError(error: unknown, stage: string): AreaLoadError {
  if (error instanceof AreaLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new AreaLoadError('timeout', message, stage, error);
  }
  if (INCOMPATIBLE_CODES.some((code) => message.includes(code))) {
    return new AreaLoadError('incompatible', message, stage, error);
  }
  return new AreaLoadError('unreachable', message, stage, error);
}
