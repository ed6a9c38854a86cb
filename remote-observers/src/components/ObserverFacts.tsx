import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostServices } from '@observatory/shared/services';
import type { Observer } from '../api/types';

interface ObserverFactsProps {
  observer: Observer;
  /** Lets a dialog name these facts as its description. */
  id?: string;
  className?: string;
  /** More facts (`<dt>` and `<dd>` pairs) after these, e.g. the card's last login. */
  children?: ReactNode;
}

/**
 * What tells an observer apart from a namesake: the phone and, for an organizer (who sees every
 * NGO), the NGO. Both are isolated, as the NGO's name is typed by people and the phone may start with +.
 */
export function ObserverFacts({ observer, id, className = 'obs-observers-facts', children }: ObserverFactsProps) {
  const { t } = useTranslation('observers');
  const { user } = useHostServices();
  return (
    <dl id={id} className={className}>
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
      {children}
    </dl>
  );
}
