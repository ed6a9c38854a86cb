import type { FormSection } from '@observatory/shared/model';

/** The forms area's wire types (docs: spec/api-contract.md, "Forms"); definitions shared with answers live in the kit. */

/** Body of POST and PUT /api/v1/form. */
export interface FormUpload {
  readonly id?: number;
  readonly code: string;
  readonly description: string;
  readonly diaspora: boolean;
  readonly draft: boolean;
  readonly currentVersion: number;
  readonly formSections: readonly FormSection[];
}

/** currentVersion of a form when none is given (spec section 9). */
export const FORM_DEFAULT_VERSION = 1;
