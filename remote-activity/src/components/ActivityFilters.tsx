import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import { ACTIONS, ENTITY_TYPES, NO_FILTERS, hasFilters, readFilters } from '../lib/filters';
import type { AddressFilters } from '../lib/filters';

interface ActivityFiltersProps {
  /** The filters the log uses now (from the address); the fields start from them. */
  readonly applied: AddressFilters;
  readonly onFilter: (filters: AddressFilters) => void;
}

/**
 * The log's filters: account, action, kind of item, from/to (whole days). Applied on Filter (or
 * Enter), so typing does not ask the server at each key; an end day before the start day is
 * refused beside the field, and what was typed stays.
 */
export function ActivityFilters({ applied, onFilter }: ActivityFiltersProps) {
  const { t } = useTranslation('activity');
  const [values, setValues] = useState<AddressFilters>(applied);
  const [rangeError, setRangeError] = useState(false);
  const ids = { actor: useId(), hint: useId(), action: useId(), entity: useId(), from: useId(), to: useId(), error: useId() };
  const set = (name: keyof AddressFilters) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name === 'from' || name === 'to') setRangeError(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Read back through the address rules, so what is applied is exactly what a reload would read.
    const next = readFilters(new URLSearchParams(Object.entries({ ...values, actor: values.actor.trim() })));
    if (next.from !== '' && next.to !== '' && next.to < next.from) {
      setRangeError(true);
      document.getElementById(ids.to)?.focus();
      return;
    }
    onFilter(next);
  };
  const clear = () => {
    setValues(NO_FILTERS);
    setRangeError(false);
    onFilter(NO_FILTERS);
    document.getElementById(ids.actor)?.focus();
  };

  return (
    <form className="obs-activity-filters" role="search" aria-label={t('filters.label')} onSubmit={submit} noValidate>
      <div className="obs-field">
        <label className="obs-field__label" htmlFor={ids.actor}>
          {t('filters.actor')}
        </label>
        <input
          id={ids.actor}
          className="obs-input"
          value={values.actor}
          maxLength={100}
          autoComplete="off"
          aria-describedby={ids.hint}
          onChange={(e) => set('actor')(e.target.value)}
        />
        <p id={ids.hint} className="obs-field__hint">
          {t('filters.actorHint')}
        </p>
      </div>
      <div className="obs-field">
        <label className="obs-field__label" htmlFor={ids.action}>
          {t('filters.action')}
        </label>
        <select id={ids.action} className="obs-input obs-select" value={values.action} onChange={(e) => set('action')(e.target.value)}>
          <option value="">{t('filters.any')}</option>
          {ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actionName.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="obs-field">
        <label className="obs-field__label" htmlFor={ids.entity}>
          {t('filters.entityType')}
        </label>
        <select
          id={ids.entity}
          className="obs-input obs-select"
          value={values.entityType}
          onChange={(e) => set('entityType')(e.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`entityName.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="obs-field">
        <label className="obs-field__label" htmlFor={ids.from}>
          {t('filters.from')}
        </label>
        <input id={ids.from} className="obs-input" type="date" value={values.from} onChange={(e) => set('from')(e.target.value)} />
      </div>
      <div className="obs-field">
        <label className="obs-field__label" htmlFor={ids.to}>
          {t('filters.to')}
        </label>
        <input
          id={ids.to}
          className="obs-input"
          type="date"
          value={values.to}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? ids.error : undefined}
          onChange={(e) => set('to')(e.target.value)}
        />
        {rangeError && (
          <p id={ids.error} className="obs-field__error" role="alert">
            {t('filters.toBeforeFrom')}
          </p>
        )}
      </div>
      <div className="obs-toolbar obs-activity-filters__actions">
        <Button type="submit" variant={ButtonVariant.PURPLE}>
          {t('filters.submit')}
        </Button>
        <Button variant={ButtonVariant.BGGRAY} onClick={clear} disabled={!hasFilters(values) && !hasFilters(applied)}>
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  );
}
