import { useTranslation } from 'react-i18next';

interface LockBadgeProps {
  /** Id of the badge's text, so the Remove or Delete button it disables can point at it. */
  readonly id: string;
  readonly kind: 'question' | 'option' | 'section';
}

/** Observers already answered it, so it cannot be removed (a save that tried would be refused). Said in words. */
export function LockBadge({ id, kind }: LockBadgeProps) {
  const { t } = useTranslation('forms');
  return (
    <span className="obs-badge obs-forms-lock" id={id}>
      <span>{t(`locks.${kind}`)}</span>
    </span>
  );
}
