import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '@observatory/shared/ui';
import { TextField, hasNonWhitespace, normalizeSpaces } from '@observatory/shared/form';

export interface ObserverFilterValues {
  readonly name?: string;
  readonly phone?: string;
}

interface ObserverFiltersProps {
  /** The filter the list currently uses; the fields start from it (e.g. back from a profile). */
  applied: ObserverFilterValues;
  /** Called with the normalised filter; empty fields are left out. */
  onFilter: (filter: ObserverFilterValues) => void;
  /** Clears the filter. */
  onReset: () => void;
}

const clean = (value: string | undefined) => (value && hasNonWhitespace(value) ? normalizeSpaces(value) : undefined);

/**
 * Name and phone filter. Filter is disabled while both fields are empty (spec). Reset follows the
 * same rule, except while a filter is applied: emptying the fields by hand must still leave a
 * way back to the whole list.
 */
export function ObserverFilters({ applied, onFilter, onReset }: ObserverFiltersProps) {
  const { t } = useTranslation('observers');
  const { register, handleSubmit, reset, control, setFocus } = useForm({
    defaultValues: { name: applied.name ?? '', phone: applied.phone ?? '' },
  });
  const [name, phone] = useWatch({ control, name: ['name', 'phone'] });
  const bothEmpty = !hasNonWhitespace(name) && !hasNonWhitespace(phone);
  const filterApplied = Boolean(applied.name || applied.phone);

  const submit = handleSubmit((values) => onFilter({ name: clean(values.name), phone: clean(values.phone) }));
  // Reset disables itself once the fields are empty: keep the keyboard in the filter, not on the
  // page body. Focused after the reset has rendered, so the cleared field is the one that is focused.
  const [focusName, setFocusName] = useState(false);
  useEffect(() => {
    if (!focusName) return;
    setFocus('name');
    setFocusName(false);
  }, [focusName, setFocus]);
  const clear = () => {
    reset({ name: '', phone: '' });
    onReset();
    setFocusName(true);
  };

  return (
    <form className="obs-observers-filters" role="search" aria-label={t('filters.label')} onSubmit={submit} noValidate>
      <TextField registration={register('name')} label={t('filters.name')} autoComplete="off" />
      <TextField registration={register('phone')} label={t('filters.phone')} type="tel" autoComplete="off" />
      <FilterActions
        className="obs-observers-filters__actions"
        applyLabel={t('filters.submit')}
        resetLabel={t('filters.reset')}
        onReset={clear}
        applyDisabled={bothEmpty}
        resetDisabled={bothEmpty && !filterApplied}
      />
    </form>
  );
}
