import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@observatory/shared/ui';
import type { FormTab } from '../lib/formTabs';

export interface FormTabsProps {
  readonly forms: readonly FormTab[];
  readonly selectedId: number;
  readonly onSelect: (formId: number) => void;
  /** The chosen form's panel. */
  readonly children: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A tab's name and, under it in words, what the thread holds in that form ("2 answered, 1 flagged"),
 * so the reviewer knows where to look before opening it. A form that is no longer published is
 * named by its code and says so.
 */
function TabLabel({ form }: { readonly form: FormTab }) {
  const { t } = useTranslation('answers');
  return (
    <>
      {form.published ? (
        <>
          <bdi>{form.description}</bdi> <span className="obs-answers-tab-code">({form.code})</span>
        </>
      ) : (
        <>
          <bdi>{form.code}</bdi> <span className="obs-answers-tab-code">({t('details.notPublished')})</span>
        </>
      )}{' '}
      <span className="obs-answers-tab-summary">
        {form.answered === 0 ? t('details.tabNoAnswers') : t('details.tabAnswered', { count: form.answered })}
        {form.flagged > 0 && (
          <>
            {', '}
            <span className="obs-answers-tab-flagged">
              <AlertIcon />
              {t('details.tabFlagged', { count: form.flagged })}
            </span>
          </>
        )}
      </span>
    </>
  );
}

/**
 * One tab per form (WAI-ARIA tabs): the tab list is one stop for Tab, arrow keys move
 * between forms (wrapping), Home and End go to the ends, and a tab is chosen as it gets focus.
 */
export function FormTabs({ forms, selectedId, onSelect, children }: FormTabsProps) {
  const { t } = useTranslation('answers');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (form: FormTab) => `${baseId}-tab-${form.id}`;
  const panelId = `${baseId}-panel`;
  const selected = forms.find((form) => form.id === selectedId) ?? forms[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, forms.length);
    tabs.current[next]?.focus();
    onSelect(forms[next]!.id);
  };

  return (
    <div className="obs-answers-tabs">
      <div role="tablist" aria-label={t('details.formsLabel')} className="obs-tabs">
        {forms.map((form, index) => {
          const isSelected = form.id === selected?.id;
          return (
            <button
              key={form.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(form)}
              className="obs-tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(form.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <TabLabel form={form} />
            </button>
          );
        })}
      </div>
      {selected && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="obs-answers-tabpanel">
          {children}
        </div>
      )}
    </div>
  );
}
