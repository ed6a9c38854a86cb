import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectionBarProps {
  readonly count: number;
  /** What the count line says, when the page names its rows ("3 observers selected"). */
  readonly countLabel?: string;
  /** The accessible name of the actions group. */
  readonly actionsLabel?: string;
  /** The actions for the selected rows, given by the page that owns them. */
  readonly children?: ReactNode;
}

/**
 * The bottom bar shown once rows are selected (spec section 2): the count and the page's actions.
 * The count's status region stays in the page while nothing is selected, so the first selection
 * is announced too.
 */
export function SelectionBar({ count, countLabel, actionsLabel, children }: SelectionBarProps) {
  const { t } = useTranslation('kit');
  const shown = count > 0;
  return (
    <div className={shown ? 'obs-table-bar' : undefined}>
      <p className={shown ? 'obs-table-bar__count' : 'obs-visually-hidden'} role="status">
        {shown ? (countLabel ?? t('table.selectedCount', { count })) : ''}
      </p>
      {shown && children && (
        <div className="obs-toolbar" role="group" aria-label={actionsLabel ?? t('table.selectionActions')}>
          {children}
        </div>
      )}
    </div>
  );
}
