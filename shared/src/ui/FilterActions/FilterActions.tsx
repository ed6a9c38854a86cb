import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '../Button';

export interface FilterActionsProps {
  /** Called by Reset. The form clears its own fields first (it owns them); Reset never submits. */
  readonly onReset: () => void;
  /** What the submit button says, when the screen names its action ("Apply filters", "Search"); the kit's "Filter" otherwise. */
  readonly applyLabel?: string;
  /** What Reset says, when the screen names it ("Reset filters"); the kit's "Reset" otherwise. */
  readonly resetLabel?: string;
  readonly applyDisabled?: boolean;
  readonly resetDisabled?: boolean;
  /** A further class on the row, for a screen's own layout. */
  readonly className?: string;
  /** Further actions after Reset (a download of what is filtered). */
  readonly children?: ReactNode;
}

/**
 * The button row at the end of a filter form: the submit button that applies the filters (so
 * Enter in any field applies them too) and Reset, in the same order and looks on every screen.
 */
export function FilterActions({ onReset, applyLabel, resetLabel, applyDisabled, resetDisabled, className, children }: FilterActionsProps) {
  const { t } = useTranslation('kit');
  return (
    <div className={className ? `obs-toolbar ${className}` : 'obs-toolbar'}>
      <Button type="submit" variant={ButtonVariant.PURPLE} disabled={applyDisabled}>
        {applyLabel ?? t('filterActions.apply')}
      </Button>
      <Button variant={ButtonVariant.BGGRAY} onClick={onReset} disabled={resetDisabled}>
        {resetLabel ?? t('filterActions.reset')}
      </Button>
      {children}
    </div>
  );
}
