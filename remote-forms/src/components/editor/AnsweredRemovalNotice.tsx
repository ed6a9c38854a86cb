import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import type { EditorOption, EditorQuestion } from '../../lib/formModel';
import { questionLabel } from '../../lib/labels';

interface RefusedItems {
  readonly questions: readonly EditorQuestion[];
  readonly options: readonly { readonly question: EditorQuestion; readonly option: EditorOption }[];
}

interface AnsweredRemovalNoticeProps {
  readonly refused: RefusedItems | null;
  readonly onPutBack: () => void;
}

/**
 * The API refused a save because it would remove questions or options observers already
 * answered (409). Says which, in words, and puts them back on request; nothing else changes.
 */
export function AnsweredRemovalNotice({ refused, onPutBack }: AnsweredRemovalNoticeProps) {
  const { t } = useTranslation('forms');
  if (!refused) return null;
  const names = [
    ...refused.questions.map((question) => questionLabel(t, question)),
    ...refused.options.map(({ question, option }) => t('locks.optionOf', { option: option.text, question: questionLabel(t, question) })),
  ];
  return (
    <div className="obs-forms-refused" role="group" aria-label={t('locks.refusedTitle')}>
      <p className="obs-forms-refused__title">{t('locks.refusedTitle')}</p>
      <p>{t('locks.refused')}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <bdi>{name}</bdi>
          </li>
        ))}
      </ul>
      <Button variant={ButtonVariant.PURPLE} small onClick={onPutBack}>
        {t('locks.putBack')}
      </Button>
    </div>
  );
}
