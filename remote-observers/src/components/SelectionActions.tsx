import { useTranslation } from 'react-i18next';
import { SelectionBar } from '@observatory/shared/ui';
import { SelectionButtons } from './SelectionButtons';

interface SelectionActionsProps {
  readonly count: number;
  readonly onNotify: () => void;
  readonly onClear: () => void;
}

/** The card view's counterpart of the table's selection bar: the kit's bar with this area's actions. */
export function SelectionActions({ count, onNotify, onClear }: SelectionActionsProps) {
  const { t } = useTranslation('observers');
  return (
    <SelectionBar count={count} countLabel={t('selection.count', { count })} actionsLabel={t('selection.label')}>
      <SelectionButtons onNotify={onNotify} onClear={onClear} />
    </SelectionBar>
  );
}
