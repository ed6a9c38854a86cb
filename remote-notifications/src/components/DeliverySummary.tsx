import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import type { DeliveryCounts } from '../api/types';

const KINDS = ['sent', 'pending', 'failed', 'noDevice', 'read'] as const;

/**
 * A notification's deliveries in words: sent, pending, failed, no device, read. Each count is a
 * term and its value, so a screen reader says "Failed: 2"; the ones that need looking at (failed,
 * no device) are marked with words and weight, never colour alone. `compact`: one sentence.
 */
export function DeliverySummary({ counts, compact = false }: { readonly counts: DeliveryCounts; readonly compact?: boolean }) {
  const { t, i18n } = useTranslation('notifications');
  if (compact) {
    // One line of text per history row (a page holds 100 of them): the same words, fewer nodes.
    const values = Object.fromEntries(KINDS.map((kind) => [kind, formatNumber(counts[kind], i18n.language)]));
    return <span className="obs-notifications-delivery--compact">{t('delivery.summary', values)}</span>;
  }
  return (
    <dl className="obs-notifications-delivery">
      {KINDS.map((kind) => (
        <div
          key={kind}
          className={`obs-notifications-delivery__item obs-notifications-delivery__item--${kind}${counts[kind] > 0 && (kind === 'failed' || kind === 'noDevice') ? ' is-attention' : ''}`}
        >
          <dt>{t(`delivery.${kind}`)}</dt>
          <dd>{formatNumber(counts[kind], i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
