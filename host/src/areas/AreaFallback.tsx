import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import type { AreaFailureKind } from '../federation/areaLoadError';

interface AreaFallbackProps {
  /** The area's navigation label key, to name the area in the message. */
  readonly navKey: string;
  readonly kind: AreaFailureKind;
  readonly onRetry: () => void;
  readonly retrying: boolean;
}

/** Shown in place of an area that is down, too slow, incompatible or crashed; the shell keeps working. */
export function AreaFallback({ navKey, kind, onRetry, retrying }: AreaFallbackProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const area = t(navKey);
  return (
    <section className="obs-area-fallback" role="alert" aria-labelledby="area-fallback-title" data-testid="area-fallback">
      <h1 id="area-fallback-title" ref={heading} tabIndex={-1}>
        {kind === 'incompatible' ? t('area.needsUpdateTitle', { area }) : t('area.unavailableTitle', { area })}
      </h1>
      <p>{t(`area.reason.${kind}`)}</p>
      {kind === 'incompatible' ? null : (
        <Button variant={ButtonVariant.PURPLE} onClick={onRetry} busy={retrying} busyLabel={t('area.retrying')}>
          {t('area.retry')}
        </Button>
      )}
    </section>
  );
}
