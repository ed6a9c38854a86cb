import { useTranslation } from 'react-i18next';
import type { DraftOrigin } from '@observatory/shared/contract';
import { Button, ButtonVariant } from '@observatory/shared/ui';

export interface DraftNoticeProps {
  /** Whether a kept draft waits to be restored. */
  pending: boolean;
  /** Where the draft was kept (`FormDraft.origin`): said as it happened; unknown says "kept for you". */
  origin?: DraftOrigin;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Offers back what was typed and not saved: Restore or Discard. It says what happened: kept from
 * the person's last visit to the page in this session, or kept when their session ended.
 */
export function DraftNotice({ pending, origin, onRestore, onDiscard }: DraftNoticeProps) {
  const { t } = useTranslation('kit');
  if (!pending) return null;
  let kept = t('form.draftKept');
  if (origin === 'this-session') kept = t('form.draftKeptThisSession');
  if (origin === 'ended-session') kept = t('form.draftKeptEndedSession');
  return (
    <div className="obs-draft-notice" role="status">
      <p>{kept}</p>
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
