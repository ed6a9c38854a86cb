import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_TABS as TABS } from '../lib/paths';
import type { FormsTab } from '../lib/paths';

interface FormsTabsProps {
  readonly tab: FormsTab;
  readonly onSelect: (tab: FormsTab) => void;
  /** Id of the tab panel the tabs control. */
  readonly panelId: string;
  /** Prefix of the tabs' ids; the panel is labelled by `${idPrefix}-${tab}`. */
  readonly idPrefix: string;
}

/**
 * Public, Draft and Archived (APG tabs, automatic activation): arrow keys, Home and End move between them and
 * select at once; only the selected tab is a Tab stop.
 */
export function FormsTabs({ tab, onSelect, panelId, idPrefix }: FormsTabsProps) {
  const { t } = useTranslation('forms');
  const list = useRef<HTMLDivElement>(null);

  const go = (next: FormsTab) => {
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`#${idPrefix}-${next}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[((moves[event.key] ?? 0) + TABS.length) % TABS.length];
    if (next) go(next);
  };

  return (
    <div ref={list} role="tablist" aria-label={t('list.tabsLabel')} className="obs-tabs">
      {TABS.map((value) => (
        <button
          key={value}
          id={`${idPrefix}-${value}`}
          type="button"
          role="tab"
          className="obs-tab"
          aria-selected={value === tab}
          aria-controls={panelId}
          tabIndex={value === tab ? 0 : -1}
          onClick={() => value !== tab && onSelect(value)}
          onKeyDown={onKeyDown}
        >
          {t(`list.tabs.${value}`)}
        </button>
      ))}
    </div>
  );
}
