import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '@observatory/shared/ui';
import { ACTIONS, ENTITY_TYPES, NO_FILTERS, hasFilters, readFilters } from '../lib/filters';
import type { AddressFilters } from '../lib/filters';

interface Note {
  readonly id: string;
  readonly text: string;
}

/** A labelled control with its hint or its error (the kit's field look, without the on-demand form kit). */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: Note; error?: Note; children: ReactNode }) {
  return (
    <div className="obs-field">
      <label className="obs-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hint.id} className="obs-field__hint">
          {hint.text}
        </p>
      )}
      {error && (
        <p id={error.id} className="obs-field__error" role="alert">
          {error.text}
        </p>
      )}
    </div>
  );
}

/** A select of `[value, text]` pairs after an "Any" option (the empty value: no filter). */
function Choice(props: {
  id: string;
  value: string;
  any: string;
  onChange: (value: string) => void;
  children: readonly (readonly [string, string])[];
}) {
  return (
    <select id={props.id} className="obs-input obs-select" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">{props.any}</option>
      {props.children.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
}

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
      <Field id={ids.actor} label={t('filters.actor')} hint={{ id: ids.hint, text: t('filters.actorHint') }}>
        <input
          id={ids.actor}
          className="obs-input"
          value={values.actor}
          maxLength={100}
          autoComplete="off"
          aria-describedby={ids.hint}
          onChange={(e) => set('actor')(e.target.value)}
        />
      </Field>
      <Field id={ids.action} label={t('filters.action')}>
        <Choice id={ids.action} value={values.action} onChange={set('action')} any={t('filters.any')}>
          {ACTIONS.map((action) => [action, t(`actionName.${action}`)] as const)}
        </Choice>
      </Field>
      <Field id={ids.entity} label={t('filters.entityType')}>
        <Choice id={ids.entity} value={values.entityType} onChange={set('entityType')} any={t('filters.any')}>
          {ENTITY_TYPES.map((type) => [type, t(`entityName.${type}`)] as const)}
        </Choice>
      </Field>
      <Field id={ids.from} label={t('filters.from')}>
        <input id={ids.from} className="obs-input" type="date" value={values.from} onChange={(e) => set('from')(e.target.value)} />
      </Field>
      <Field id={ids.to} label={t('filters.to')} error={rangeError ? { id: ids.error, text: t('filters.toBeforeFrom') } : undefined}>
        <input
          id={ids.to}
          className="obs-input"
          type="date"
          value={values.to}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? ids.error : undefined}
          onChange={(e) => set('to')(e.target.value)}
        />
      </Field>
      <FilterActions
        onReset={clear}
        applyLabel={t('filters.submit')}
        resetLabel={t('filters.reset')}
        resetDisabled={!hasFilters(values) && !hasFilters(applied)}
      />
    </form>
  );
}
