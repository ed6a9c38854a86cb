import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { AsyncView } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import type { NamedRecipient } from '../hooks/useObserverNames';
import { useObserverNames } from '../hooks/useObserverNames';
import { NAMES_SHOWN_CAP } from '../lib/limits';

interface RecipientNamesProps {
  readonly id: string;
  readonly ids: readonly number[];
}

/** The names behind a roster selection, looked up when shown; past the cap it says how many are left out. */
export function RecipientNames({ id, ids }: RecipientNamesProps) {
  const { t, i18n } = useTranslation('notifications');
  const { user } = useHostServices();
  const request = useObserverNames(ids, true);
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div id={id} className="obs-notifications-names">
      <AsyncView request={request} loadingLabel={t('roster.namesLoading')} errors={{ what: t('roster.namesError') }}>
        {(named: NamedRecipient[]) => (
          <>
            <ul className="obs-notifications-names__list" aria-label={t('roster.namesLabel')}>
              {named.map(({ id: observerId, observer }) => (
                <li key={observerId}>
                  {observer ? (
                    <>
                      <bdi>{observer.name}</bdi>
                      <span className="obs-notifications-muted"> · {observer.phone}</span>
                      {/* An organizer sees every NGO: the NGO tells same-named observers apart. */}
                      {user.organizer && observer.ngo && (
                        <span className="obs-notifications-muted">
                          {' · '}
                          <bdi>{observer.ngo}</bdi>
                        </span>
                      )}
                    </>
                  ) : (
                    <span className="obs-notifications-muted">{t('roster.notVisible', { id: observerId })}</span>
                  )}
                </li>
              ))}
            </ul>
            {ids.length > NAMES_SHOWN_CAP && (
              <p className="obs-field__hint">
                {t('roster.cap', { shown: number(NAMES_SHOWN_CAP), count: ids.length, total: number(ids.length) })}
              </p>
            )}
          </>
        )}
      </AsyncView>
    </div>
  );
}
