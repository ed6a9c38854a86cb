import { useTranslation } from 'react-i18next';
import { useHostServices } from '@observatory/shared/services';
import type { Observer } from '../api/types';

interface ObserverFactsProps {
  observer: Observer;
  /** Lets a dialog name these facts as its description. */
  id?: string;
}

/**
 * What tells an observer apart from a namesake: the phone and, for an organizer (who sees every
 * NGO), the NGO. Both are isolated, as the NGO's name is typed by people and the phone may start with +.
 */
export function ObserverFacts({ observer, id }: ObserverFactsProps) {
  const { t } = useTranslation('observers');
  const { user } = useHostServices();
  return (
    <dl id={id} className="obs-observers-facts">
      <dt>{t('list.columns.phone')}</dt>
      <dd>
        <bdi>{observer.phone}</bdi>
      </dd>
      {user.organizer && (
        <>
          <dt>{t('card.ngo')}</dt>
          <dd>
            <bdi>{observer.ngo}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}
