import { PageHeading } from '@observatory/shared/ui';
import type { RefObject } from 'react';
import { Link } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import type { ObserverSearch } from '../api/types';
import { areaPaths } from '../lib/paths';
import { ExportButton } from './ExportButton';

interface ObserversHeaderProps {
  /** GET /count; nothing is shown while it is unknown. */
  count: number | null;
  filters: Pick<ObserverSearch, 'name' | 'phone'>;
  announce: (text: string) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** OBSERVERS with the total count, then Import, Export and Add observer. */
export function ObserversHeader({ count, filters, announce, headingRef }: ObserversHeaderProps) {
  const { t, i18n } = useTranslation('observers');
  return (
    <header className="obs-page-header">
      <div className="obs-observers-title">
        <PageHeading headingRef={headingRef}>{t('title')}</PageHeading>
        {count !== null && (
          <p className="obs-page-header__count" data-testid="observers-count">
            {t('list.count', { count, total: formatNumber(count, i18n.language) })}
          </p>
        )}
      </div>
      <div className="obs-toolbar" role="group" aria-label={t('list.toolbar')}>
        <Link className="obs-button obs-button--default" to={areaPaths.import}>
          {t('list.import')}
        </Link>
        <ExportButton filters={filters} announce={announce} />
        <Link className="obs-button obs-button--purple" to={areaPaths.add}>
          {t('list.add')}
        </Link>
      </div>
    </header>
  );
}
