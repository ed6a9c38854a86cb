import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadingIndicatorProps {
  /** Text to show and announce. Defaults to the translated "Loading...". */
  label?: ReactNode;
  /** Inline look (no padding), for use inside a sentence or a table cell. */
  inline?: boolean;
}

/** A spinner with text in a polite status region, so screen readers hear that content is coming. */
export function LoadingIndicator({ label, inline = false }: LoadingIndicatorProps) {
  const { t } = useTranslation('kit');
  return (
    <div role="status" className={inline ? 'obs-loading obs-loading--inline' : 'obs-loading'}>
      <span className="obs-spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
