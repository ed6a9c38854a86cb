import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import type { StatisticValue } from '../api/types';
import { useStatisticTexts } from '../hooks/useStatisticTexts';
import { largestValue } from '../lib/barScale';
import type { StatisticKey } from '../lib/statisticKeys';
import { StatisticBars } from './StatisticBars';

export interface StatisticCardProps {
  readonly statisticKey: StatisticKey;
  /** The top 5, largest first. */
  readonly values: readonly StatisticValue[];
  readonly refreshing: boolean;
  /** 'See complete list': the parent opens the modal (it outlives the card). */
  readonly onSeeAll: (key: StatisticKey) => void;
}

/** One dashboard card: translated title and sub-title, the top 5 as bars, and 'See complete list'. */
export function StatisticCard({ statisticKey, values, refreshing, onSeeAll }: StatisticCardProps) {
  const { t } = useTranslation('statistics');
  const texts = useStatisticTexts(statisticKey);
  const titleId = useId();
  return (
    <section className="obs-card obs-statistics-card" aria-labelledby={titleId} data-statistic={statisticKey}>
      <h2 id={titleId} className="obs-card__title">
        {texts.title}
      </h2>
      <p className="obs-card__subtitle">{texts.subtitle}</p>
      <StatisticBars values={values} largest={largestValue(values)} unit={texts.unit} labelledBy={titleId} busy={refreshing} />
      <div className="obs-statistics-card__actions">
        {/* The name starts with the visible words (WCAG 2.5.3) and says which card, as seven such buttons sit side by side. */}
        <Button
          variant={ButtonVariant.ALLTRANSPARENT}
          small
          aria-label={t('card.seeAllFor', { title: texts.title })}
          onClick={() => onSeeAll(statisticKey)}
        >
          {t('card.seeAll')}
        </Button>
      </div>
    </section>
  );
}
