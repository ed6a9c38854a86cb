import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant, Checkbox, Modal } from '@observatory/shared/ui';
import { usePredefinedChoices } from '../../hooks/usePredefinedChoices';
import { PREDEFINED_GROUPS } from '../../lib/predefinedOptions';

interface PredefinedOptionsDialogProps {
  readonly open: boolean;
  /** Names the question the options go to. */
  readonly questionLabel: string;
  /** Receives the ticked choices, translated into the current language, in the dialog's order. */
  readonly onAdd: (texts: string[]) => void;
  readonly onClose: () => void;
}

/**
 * The predefined options (spec): grouped checkboxes (confirmation: yes, no, don't know; rating: 1
 * to 5), held as translation keys and added translated. What was ticked is remembered for next
 * time on Add; Cancel forgets this visit's changes.
 */
export function PredefinedOptionsDialog({ open, questionLabel, onAdd, onClose }: PredefinedOptionsDialogProps) {
  const { t } = useTranslation('forms');
  const { remembered, remember } = usePredefinedChoices();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(remembered));
  useEffect(() => {
    if (open) setTicked(new Set(remembered));
  }, [open, remembered]);

  const toggle = (key: string, checked: boolean) => {
    const next = new Set(ticked);
    if (checked) next.add(key);
    else next.delete(key);
    setTicked(next);
  };
  const add = () => {
    const keys = PREDEFINED_GROUPS.flatMap((group) => group.keys).filter((key) => ticked.has(key));
    remember(keys);
    onAdd(keys.map((key) => t(key)));
  };

  return (
    <Modal
      open={open}
      title={t('predefined.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant={ButtonVariant.BGGRAY} onClick={onClose}>
            {t('predefined.cancel')}
          </Button>
          <Button variant={ButtonVariant.PURPLE} onClick={add} disabled={ticked.size === 0}>
            {t('predefined.add')}
          </Button>
        </>
      }
    >
      <p>{t('predefined.intro', { label: questionLabel })}</p>
      <div className="obs-forms-predefined">
        {PREDEFINED_GROUPS.map((group) => (
          <fieldset key={group.id} className="obs-forms-predefined__group">
            <legend>{t(`predefined.groups.${group.id}`)}</legend>
            {group.keys.map((key) => (
              <Checkbox key={key} label={t(key)} checked={ticked.has(key)} onChange={(checked) => toggle(key, checked)} />
            ))}
          </fieldset>
        ))}
      </div>
    </Modal>
  );
}
