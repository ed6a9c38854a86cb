import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '../Button';
import { AlertIcon, RefreshIcon } from '../icons';

export interface ErrorIndicatorProps {
  /** What failed, in words for people (never raw server text). Defaults to a translated generic text. */
  message?: ReactNode;
  /** Called by the Retry button; without it no button is shown. */
  onRetry?: () => void;
  /** Retry button text. Defaults to the translated "Retry". */
  retryLabel?: string;
  /** True while the retry runs: the button shows a busy state. */
  retrying?: boolean;
}

/** An inline error panel (role="alert") with a Retry button that carries a refresh icon. */
export function ErrorIndicator({ message, onRetry, retryLabel, retrying = false }: ErrorIndicatorProps) {
  const { t } = useTranslation('kit');
  return (
    <div role="alert" className="obs-error">
      <p className="obs-error__message">
        <AlertIcon className="obs-error__icon" />
        <span>{message ?? t('error.default')}</span>
      </p>
      {onRetry && (
        <Button variant={ButtonVariant.DEFAULT} small onClick={onRetry} busy={retrying} icon={<RefreshIcon />}>
          {retryLabel ?? t('error.retry')}
        </Button>
      )}
    </div>
  );
}
