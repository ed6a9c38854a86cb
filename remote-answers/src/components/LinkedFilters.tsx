import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import type { AppliedFilter } from '../lib/appliedFilters';
import { FilterWords } from './AppliedFilters';

type Linked = Extract<AppliedFilter, { name: 'stations' | 'answer' }>;

const isLinked = (filter: AppliedFilter): filter is Linked => filter.name === 'stations' || filter.name === 'answer';

/**
 * The filters a link brought (the statistics area's bars: the threads that chose an option; a
 * range of stations), which no field shows: said above the list in words, each with its Remove.
 */
export function LinkedFilters({
  applied,
  onRemove,
}: {
  readonly applied: readonly AppliedFilter[];
  readonly onRemove: (name: Linked['name']) => void;
}) {
  const { t } = useTranslation('answers');
  const linked = applied.filter(isLinked);
  if (linked.length === 0) return null;
  return (
    <section className="obs-answers-linked" aria-label={t('linked.label')}>
      <ul className="obs-answers-linked__list">
        {linked.map((filter) => (
          <li key={filter.name} className="obs-answers-linked__item">
            <span>
              <FilterWords filter={filter} />
            </span>
            <Button
              variant={ButtonVariant.ALLTRANSPARENT}
              small
              aria-label={t(`linked.remove.${filter.name}`)}
              onClick={() => onRemove(filter.name)}
            >
              {t('linked.removeShort')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
