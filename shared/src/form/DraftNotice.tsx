import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';

export interface DraftNoticeProps {
  /** Whether a kept draft waits to be restored. */
  pending: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back what was typed before the session ended: Restore or Discard. */
export function DraftNotice({ pending, onRestore, onDiscard }: DraftNoticeProps) {
  const { t } = useTranslation('kit');
  if (!pending) return null;
  return (
    <div className="obs-draft-notice" role="status">
      <p>{t('form.draftKept')}</p>
      <div className="obs-draft-notice__actions">
        <Button variant={ButtonVariant.PURPLE} small onClick={onRestore}>
          {t('form.draftRestore')}
        </Button>
        <Button variant={ButtonVariant.DEFAULT} small onClick={onDiscard}>
          {t('form.draftDiscard')}
        </Button>
      </div>
    </div>
  );
}
