import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Short heading, e.g. "No observers yet". Defaults to the translated "Nothing to show yet.". */
  title?: ReactNode;
  /** Longer explanation or next step. */
  message?: ReactNode;
  /** An action, e.g. a Button that adds the first item or resets the filter. */
  action?: ReactNode;
  /** Heading level that fits the page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
}

/** What a data view shows when it loaded fine but has nothing in it. */
export function EmptyState({ title, message, action, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useTranslation('kit');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="obs-empty">
      <Heading className="obs-empty__title">{title ?? t('empty.default')}</Heading>
      {message && <p className="obs-empty__message">{message}</p>}
      {action && <div className="obs-empty__action">{action}</div>}
    </div>
  );
}
