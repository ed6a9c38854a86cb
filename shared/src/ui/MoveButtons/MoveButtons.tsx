import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon } from '../icons';

export interface MoveButtonsProps {
  /** Position of the item, 0-based. */
  index: number;
  /** Number of items in the list. */
  count: number;
  /** Names the item in the buttons' names ("Move up: Queue length"). */
  itemLabel: string;
  /** Moves the item one place up. */
  onMoveUp: () => void;
  /** Moves the item one place down. */
  onMoveDown: () => void;
}

/**
 * Move up / Move down: every reorder works with single clicks and from the keyboard, without
 * dragging (WCAG 2.5.7). At the ends a button is aria-disabled rather than disabled, so the focus
 * of someone pressing it repeatedly stays where it is.
 */
export function MoveButtons({ index, count, itemLabel, onMoveUp, onMoveDown }: MoveButtonsProps) {
  const { t } = useTranslation('kit');
  const first = index <= 0;
  const last = index >= count - 1;
  return (
    <span className="obs-move">
      <button
        type="button"
        className="obs-icon-button"
        data-obs-move="up"
        aria-label={t('reorder.moveUp', { label: itemLabel })}
        aria-disabled={first || undefined}
        onClick={() => !first && onMoveUp()}
      >
        <ArrowUpIcon />
      </button>
      <button
        type="button"
        className="obs-icon-button"
        data-obs-move="down"
        aria-label={t('reorder.moveDown', { label: itemLabel })}
        aria-disabled={last || undefined}
        onClick={() => !last && onMoveDown()}
      >
        <ArrowDownIcon />
      </button>
    </span>
  );
}
