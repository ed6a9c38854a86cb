import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNotice } from '@observatory/shared/form';
import { ConfirmDialog } from '@observatory/shared/ui';
import type { DraftOrigin } from '@observatory/shared/contract';

interface DraftOfferProps {
  /** Whether a version kept from before waits to be restored or discarded. */
  readonly pending: boolean;
  /** Where it was kept: the notice says so. */
  readonly origin: DraftOrigin | undefined;
  /** Whether the form was changed since it opened: restoring would replace those changes. */
  readonly edited: boolean;
  readonly onRestore: () => void;
  readonly onDiscard: () => void;
}

/**
 * Offers back what was typed and not saved, saying where it was kept (the kit's notice). Restoring over changes
 * made since the editor opened asks first, so neither version is lost without a choice.
 */
export function DraftOffer({ pending, origin, edited, onRestore, onDiscard }: DraftOfferProps) {
  const { t } = useTranslation('forms');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <DraftNotice pending={pending} origin={origin} onRestore={() => (edited ? setAsking(true) : onRestore())} onDiscard={onDiscard} />
      <ConfirmDialog
        open={asking && pending}
        title={t('draft.replaceTitle')}
        message={t('draft.replaceMessage')}
        confirmLabel={t('draft.replaceConfirm')}
        onConfirm={() => {
          setAsking(false);
          onRestore();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
