import { useId, useState } from 'react';
import { Link } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { Button, ButtonVariant, ChevronDownIcon, ChevronRightIcon } from '@observatory/shared/ui';
import { RecipientNames } from './RecipientNames';

interface RosterSelectionProps {
  readonly ids: readonly number[];
}

/**
 * Recipients picked in the observers list (toObserverIds): how many, what happens next, who they
 * are on request (a disclosure), and a way to choose by county instead.
 */
export function RosterSelection({ ids }: RosterSelectionProps) {
  const { t, i18n } = useTranslation('notifications');
  const [showNames, setShowNames] = useState(false);
  const namesId = useId();
  return (
    <div className="obs-stack obs-notifications-roster">
      <p className="obs-notifications-roster__count">
        <strong>{t('roster.selected', { count: ids.length, total: formatNumber(ids.length, i18n.language) })}</strong> {t('roster.next')}
      </p>
      <div className="obs-toolbar">
        <Button
          variant={ButtonVariant.DEFAULT}
          small
          aria-expanded={showNames}
          aria-controls={showNames ? namesId : undefined}
          icon={showNames ? <ChevronDownIcon /> : <ChevronRightIcon />}
          onClick={() => setShowNames((shown) => !shown)}
        >
          {t('roster.showWho')}
        </Button>
        {/* The same screen without the selection: the observers filter. */}
        <Link className="obs-link" to=".">
          {t('roster.change')}
        </Link>
      </div>
      {showNames && <RecipientNames id={namesId} ids={ids} />}
    </div>
  );
}
