import { useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { County } from '@observatory/shared/model';
import { AlertIcon, CheckIcon, ChevronDownIcon, StatusRegion } from '@observatory/shared/ui';
import { countyLabel, exactCounty, matchCounties } from '../lib/matchCounties';
import { moveActive } from '../lib/listNavigation';
import type { ListMove } from '../lib/listNavigation';

interface CountyComboboxProps {
  readonly counties: readonly County[];
  /** The chosen county's code, or null. */
  readonly value: string | null;
  readonly onChange: (code: string | null) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * The county single-select of the observers filter: an editable combobox with a list popup (ARIA
 * 1.2 combobox pattern). Typing filters the counties by code or name (diacritics optional) and
 * highlights the first match; the arrow keys move, Enter chooses, Escape closes and puts back the
 * chosen county; emptying the text clears it. Focus stays in the text box (aria-activedescendant).
 * Leaving with typed text chooses the one county it names exactly; otherwise the text stays, marked
 * invalid, with a message saying which county (if any) is still chosen: typing is never lost silently.
 */
export function CountyCombobox({ counties, value, onChange, inputRef }: CountyComboboxProps) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const ids = { input: `${id}-input`, list: `${id}-list`, hint: `${id}-hint`, problem: `${id}-problem` };
  const chosen = counties.find((county) => county.code === value) ?? null;
  // null while the person is not typing: the box then shows the chosen county.
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => matchCounties(counties, query ?? ''), [counties, query]);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (county: County) => `${id}-option-${county.code}`;
  const typed = query !== null && query.trim() !== '' ? query.trim() : null;
  const noMatch = open && typed !== null && options.length === 0;
  // Text left behind that names no single county: kept, and said, until the person deals with it.
  const kept = !open && typed !== null;

  const openAt = (start: 'chosen-or-first' | 'chosen-or-last') => {
    setOpen(true);
    const index = chosen && query === null ? options.findIndex((county) => county.code === chosen.code) : -1;
    setActive(index >= 0 ? index : start === 'chosen-or-first' ? 0 : options.length - 1);
  };
  /** Hides the list; the text typed stays (a click on the box or the toggle is not a choice). */
  const collapse = () => {
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    collapse();
    setQuery(null);
  };
  const choose = (county: County | null) => {
    close();
    if ((county?.code ?? null) !== value) onChange(county?.code ?? null);
  };
  /** Leaving the box, or Enter with nothing highlighted: the text chooses what it names exactly. */
  const settle = () => {
    if (query === null) return close();
    if (query.trim() === '') return choose(null);
    const named = exactCounty(counties, query);
    if (named) return choose(named);
    collapse();
  };
  const move = (direction: ListMove) => setActive((current) => moveActive(current, options.length, direction));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else if (expanded) move('next');
        else openAt('chosen-or-first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (expanded) move('previous');
        else openAt('chosen-or-last');
        break;
      case 'Enter':
        // With the list open Enter chooses; with it closed it submits the filter (Search).
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        } else if (query !== null) {
          event.preventDefault();
          settle();
        }
        break;
      case 'Tab':
        // Chosen before focus moves on, so the range fields it enables are the next stop.
        if (query !== null) settle();
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={kept ? 'obs-field obs-field--invalid obs-notifications-combobox' : 'obs-field obs-notifications-combobox'}>
      <label className="obs-field__label" htmlFor={ids.input}>
        {t('filter.county')}
      </label>
      <p className="obs-field__hint" id={ids.hint}>
        {t('filter.countyHint')}
      </p>
      <div className="obs-notifications-combobox__box">
        <input
          ref={input}
          id={ids.input}
          className="obs-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-describedby={noMatch || kept ? `${ids.hint} ${ids.problem}` : ids.hint}
          aria-invalid={kept || undefined}
          value={query ?? (chosen ? countyLabel(chosen) : '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            // The first match is highlighted, so typing a name and pressing Enter chooses it.
            setActive(event.target.value.trim() === '' ? -1 : 0);
          }}
          onKeyDown={onKeyDown}
          onClick={() => (expanded ? collapse() : openAt('chosen-or-first'))}
          onBlur={settle}
        />
        <button
          type="button"
          className="obs-icon-button obs-notifications-combobox__toggle"
          tabIndex={-1}
          aria-label={t('filter.countyToggle')}
          aria-expanded={expanded}
          aria-controls={ids.list}
          // Keeps focus in the text box, where the keyboard works.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            if (expanded) collapse();
            else openAt('chosen-or-first');
          }}
        >
          <ChevronDownIcon />
        </button>
        <ul
          id={ids.list}
          role="listbox"
          aria-label={t('filter.countyList')}
          className="obs-notifications-combobox__list"
          hidden={!expanded}
        >
          {expanded &&
            options.map((county, index) => (
              <li
                key={county.code}
                id={optionId(county)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? 'obs-notifications-combobox__option is-active' : 'obs-notifications-combobox__option'}
                // Chosen on mouse down, before the text box would lose focus.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(county);
                }}
                onMouseMove={() => index !== active && setActive(index)}
              >
                <code className="obs-notifications-combobox__code">{county.code}</code>
                <span>{county.name}</span>
                {county.code === value && <CheckIcon className="obs-notifications-combobox__check" />}
              </li>
            ))}
        </ul>
      </div>
      {noMatch && (
        <p className="obs-field__hint" id={ids.problem}>
          {t('filter.countyNoMatch', { text: typed })}
        </p>
      )}
      {kept && (
        <p className="obs-field__error" id={ids.problem}>
          <AlertIcon />
          <span>
            {chosen ? t('filter.countyKept', { text: typed, county: countyLabel(chosen) }) : t('filter.countyKeptNone', { text: typed })}
          </span>
        </p>
      )}
      <StatusRegion message={open && query !== null ? t('filter.countyMatches', { count: options.length }) : ''} />
    </div>
  );
}
