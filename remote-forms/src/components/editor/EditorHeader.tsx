import { useTranslation } from 'react-i18next';
import { BackLink, Button, ButtonVariant, PageHeading } from '@observatory/shared/ui';
import type { SaveMode } from '../../hooks/useSaveForm';
import { areaPaths } from '../../lib/paths';
import type { FormsTab } from '../../lib/paths';

interface EditorHeaderProps {
  readonly isNew: boolean;
  /** The tab the form is listed under: where Back goes. */
  readonly tab: FormsTab;
  readonly previewing: boolean;
  readonly onTogglePreview: () => void;
  readonly saving: SaveMode | null;
  readonly onSave: (mode: SaveMode) => void;
}

/** Back link, the heading, and the editor's actions: Preview, Save draft and Publish (spec). */
export function EditorHeader({ isNew, tab, previewing, onTogglePreview, saving, onSave }: EditorHeaderProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <BackLink to={areaPaths.list(tab)}>{t('editor.back')}</BackLink>
      <div className="obs-page-header">
        <PageHeading>{isNew ? t('editor.newTitle') : t('editor.editTitle')}</PageHeading>
        <div className="obs-toolbar obs-forms-editor-actions">
          <Button variant={ButtonVariant.DEFAULT} aria-pressed={previewing} onClick={onTogglePreview}>
            {t('editor.preview')}
          </Button>
          <Button
            variant={ButtonVariant.BGGRAY}
            busy={saving === 'draft'}
            busyLabel={t('editor.saving')}
            disabled={saving !== null}
            onClick={() => onSave('draft')}
          >
            {t('editor.saveDraft')}
          </Button>
          <Button
            variant={ButtonVariant.PURPLE}
            busy={saving === 'publish'}
            busyLabel={t('editor.publishing')}
            disabled={saving !== null}
            onClick={() => onSave('publish')}
          >
            {t('editor.publish')}
          </Button>
        </div>
      </div>
    </>
  );
}
