import { Link } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant, Checkbox, rowIdProps } from '@observatory/shared/ui';
import type { Observer } from '../api/types';
import { areaPaths } from '../lib/paths';
import { LastSeen } from './LastSeen';
import { ObserverFacts } from './ObserverFacts';
import type { ObserverActionHandlers } from './observerActions';

interface ObserverCardsProps extends Omit<ObserverActionHandlers, 'onEdit' | 'onNotify'> {
  observers: readonly Observer[];
  selectedIds: readonly number[];
  onToggle: (id: number, selected: boolean) => void;
}

/** The CARD view: name, phone, last login, a selection toggle, Edit, Delete and Reset password. */
export function ObserverCards({ observers, selectedIds, onToggle, onDelete, onResetPassword }: ObserverCardsProps) {
  const { t } = useTranslation('observers');
  return (
    <ul className="obs-card-grid obs-observers-cards" aria-label={t('list.caption')}>
      {observers.map((observer) => (
        <li key={observer.id} className="obs-card" {...rowIdProps(observer.id)}>
          <div className="obs-observers-card__top">
            <h2 className="obs-card__title">
              <bdi>{observer.name}</bdi>
            </h2>
            <Checkbox
              label={t('card.select', { name: observer.name })}
              hideLabel
              checked={selectedIds.includes(observer.id)}
              onChange={(checked) => onToggle(observer.id, checked)}
            />
          </div>
          {/* The phone and, for an organizer, the NGO: they tell same-named observers apart. */}
          <ObserverFacts observer={observer} className="obs-observers-card__facts">
            <dt>{t('card.lastLogin')}</dt>
            <dd>
              <LastSeen value={observer.lastSeen} />
            </dd>
          </ObserverFacts>
          <div className="obs-toolbar">
            <Link
              className="obs-button obs-button--default obs-button--small"
              to={areaPaths.edit(observer.id)}
              state={{ observer }}
              aria-label={t('row.editNamed', { name: observer.name })}
            >
              {t('row.edit')}
            </Link>
            <Button small danger aria-label={t('card.deleteNamed', { name: observer.name })} onClick={() => onDelete(observer)}>
              {t('row.delete')}
            </Button>
            <Button
              small
              variant={ButtonVariant.BGGRAY}
              aria-label={t('card.resetNamed', { name: observer.name })}
              onClick={() => onResetPassword(observer)}
            >
              {t('row.resetPassword')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
