import { useTranslation } from 'react-i18next';
import { EmptyState } from '@observatory/shared/ui';

/** The details pane before a thread is chosen (spec: "Nothing selected"). */
export function NothingSelected() {
  const { t } = useTranslation('answers');
  return <EmptyState headingLevel={2} title={t('details.nothingSelected')} message={t('details.nothingSelectedHelp')} />;
}
