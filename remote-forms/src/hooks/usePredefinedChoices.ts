import { useCallback, useState } from 'react';
import { useHostServices } from '@observatory/shared/services';
import { PREDEFINED_STORAGE_KEY, readStoredChoices } from '../lib/predefinedOptions';

/**
 * The ticked choices of the predefined options dialog, remembered in local storage under
 * `selectedPredefinedOptions` (spec) through the host's preferences service. A host older than
 * that service lends none: the choices are then remembered only while the area is open.
 */
export function usePredefinedChoices() {
  const { preferences } = useHostServices();
  const [remembered, setRemembered] = useState<string[]>(() => readStoredChoices(preferences?.load<unknown>(PREDEFINED_STORAGE_KEY)));
  const remember = useCallback(
    (keys: readonly string[]) => {
      const choices = readStoredChoices(keys);
      setRemembered(choices);
      preferences?.save(PREDEFINED_STORAGE_KEY, choices);
    },
    [preferences],
  );
  return { remembered, remember };
}
