/** One field error found in react-hook-form's nested `errors` object. */
export interface CollectedError {
  /** The field path, e.g. 'formSections.0.code'. */
  readonly name: string;
  readonly message: string;
}

function isLeaf(value: object): value is { message?: unknown; type?: unknown } {
  return 'type' in value || ('message' in value && typeof (value as { message?: unknown }).message === 'string');
}

/**
 * Flattens `formState.errors` into paths and messages, in form order, leaving out `root` (server
 * errors, shown by FormServerError) and errors without a message.
 */
export function collectErrors(errors: object, prefix = ''): CollectedError[] {
  const found: CollectedError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || (prefix === '' && key === 'root')) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(value)) {
      if (typeof value.message === 'string' && value.message) found.push({ name, message: value.message });
    } else if (key !== 'ref') {
      found.push(...collectErrors(value, name));
    }
  }
  return found;
}
