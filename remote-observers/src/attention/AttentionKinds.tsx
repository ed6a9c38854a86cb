import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { ATTENTION_KINDS, type AttentionKind } from './api';

interface AttentionKindsProps {
  readonly kind: AttentionKind;
  /** Each kind's count, once known. */
  readonly counts: Partial<Record<AttentionKind, number>> | undefined;
  readonly onChange: (kind: AttentionKind) => void;
}

/** The four kinds as toggle buttons, each with its count; the one shown is pressed. */
export function AttentionKinds({ kind, counts, onChange }: AttentionKindsProps) {
  const { t, i18n } = useTranslation('observers');
  return (
    <div className="obs-toolbar obs-observers-attention__kinds" role="group" aria-label={t('attention.kindsLabel')}>
      {ATTENTION_KINDS.map((value) => {
        const count = counts?.[value];
        return (
          <button
            key={value}
            type="button"
            className={`obs-button obs-button--small ${kind === value ? 'obs-button--purple' : 'obs-button--default'}`}
            aria-pressed={kind === value}
            onClick={() => kind !== value && onChange(value)}
          >
            {t(`attention.kinds.${value}`)}
            {count !== undefined && <span className="obs-observers-attention__count"> ({formatNumber(count, i18n.language)})</span>}
          </button>
        );
      })}
    </div>
  );
}
