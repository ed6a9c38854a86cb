import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, GripIcon, MoveButtons } from '@observatory/shared/ui';
import type { MoveButtonsProps } from '@observatory/shared/ui';
import { fieldNames } from '../../lib/fieldNames';
import { sectionHasLocks } from '../../lib/formModel';
import type { EditorSection } from '../../lib/formModel';
import { sectionLabel } from '../../lib/labels';
import type { SortableItemContext } from '../sortable/SortableList';
import { useEditorActions } from './EditorContext';
import { EditorField } from './EditorField';
import { LockBadge } from './LockBadge';
import { QuestionsEditor } from './QuestionsEditor';

interface SectionCardProps {
  readonly section: EditorSection;
  readonly position: number;
  readonly handleProps: SortableItemContext['handleProps'];
  readonly moveButtonsProps: MoveButtonsProps;
}

/** A section: title, code, Delete (with the confirmation) and its questions. */
export const SectionCard = memo(function SectionCard({ section, position, handleProps, moveButtonsProps }: SectionCardProps) {
  const { t } = useTranslation('forms');
  const { dispatch, askDeleteSection } = useEditorActions();
  const headingId = useId();
  const lockId = useId();
  const label = sectionLabel(t, section);
  const locked = sectionHasLocks(section);
  return (
    <section className="obs-section obs-forms-section" aria-labelledby={headingId}>
      <div className="obs-forms-section__bar">
        <span {...handleProps}>
          <GripIcon />
        </span>
        <h2 id={headingId} className="obs-forms-section__heading">
          {t('editor.sectionHeading', { position })}
          {section.code.trim() && <bdi className="obs-forms-section__code"> {section.code.trim()}</bdi>}
        </h2>
        {locked && <LockBadge id={lockId} kind="section" />}
        <MoveButtons {...moveButtonsProps} />
        <Button
          small
          aria-label={t('editor.deleteSectionNamed', { label })}
          aria-disabled={locked || undefined}
          aria-describedby={locked ? lockId : undefined}
          onClick={() => !locked && askDeleteSection(section)}
        >
          {t('editor.delete')}
        </Button>
      </div>
      <div className="obs-form-grid">
        <EditorField
          name={fieldNames.section(section.key, 'description')}
          label={t('editor.sectionTitle')}
          value={section.description}
          onChange={(description) => dispatch({ type: 'section', section: section.key, patch: { description } })}
        />
        <EditorField
          name={fieldNames.section(section.key, 'code')}
          label={t('editor.sectionCode')}
          required
          value={section.code}
          onChange={(code) => dispatch({ type: 'section', section: section.key, patch: { code } })}
        />
      </div>
      <QuestionsEditor section={section.key} questions={section.questions} sectionLabel={label} />
    </section>
  );
});
