import type { EditorOption } from './formModel';
import { newOption } from './formModel';

/** The local-storage key of the ticked choices (spec: "Predefined options dialog"). */
export const PREDEFINED_STORAGE_KEY = 'selectedPredefinedOptions';

export interface PredefinedGroup {
  /** Also the group's heading key: `predefined.groups.<id>`. */
  readonly id: 'confirmation' | 'rating';
  /** The choices, held as translation keys and translated when added (spec). */
  readonly keys: readonly string[];
}

/** Confirmation (yes, no, don't know) and rating (1 to 5), in the order they are added. */
export const PREDEFINED_GROUPS: readonly PredefinedGroup[] = [
  { id: 'confirmation', keys: ['predefined.confirmation.yes', 'predefined.confirmation.no', 'predefined.confirmation.dontKnow'] },
  {
    id: 'rating',
    keys: ['predefined.rating.1', 'predefined.rating.2', 'predefined.rating.3', 'predefined.rating.4', 'predefined.rating.5'],
  },
];

const ALL_KEYS = PREDEFINED_GROUPS.flatMap((group) => group.keys);

/** The remembered choices, kept only if they still name choices of the dialog (storage is anyone's to edit). */
export function readStoredChoices(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const stored = new Set(value.filter((key): key is string => typeof key === 'string'));
  return ALL_KEYS.filter((key) => stored.has(key));
}

/** The form two texts are compared in: "Da", " da " and "DA" are the same option. */
function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export interface MergedOptions {
  readonly options: EditorOption[];
  /** Texts added, in order. */
  readonly added: string[];
  /** Texts left out because the question already has them. */
  readonly skipped: string[];
}

/**
 * Adds `texts` as new options after the existing ones, skipping any text the question already
 * has (spec: an option whose text already exists in the question is skipped) and repeats.
 */
export function mergeOptions(options: readonly EditorOption[], texts: readonly string[]): MergedOptions {
  const present = new Set(options.map((option) => comparable(option.text)));
  const added: string[] = [];
  const skipped: string[] = [];
  for (const text of texts) {
    const key = comparable(text);
    if (key === '') continue;
    if (present.has(key)) skipped.push(text);
    else {
      present.add(key);
      added.push(text.trim());
    }
  }
  return { options: [...options, ...added.map((text) => newOption(text))], added, skipped };
}
