import type { SelectOption } from '@observatory/shared/form';
import type { County } from '@observatory/shared/model';

/**
 * The county select's choices: the code is the value, the name with its code the text. While the
 * counties load, a county already in the address stays chosen under its code.
 */
export function countyChoices(counties: readonly County[], chosen: string): SelectOption[] {
  const options = counties.map((county) => ({ value: county.code, label: `${county.name} (${county.code})` }));
  return chosen && !counties.some((county) => county.code === chosen) ? [{ value: chosen, label: chosen }, ...options] : options;
}
