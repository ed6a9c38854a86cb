import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import { fieldId } from '@observatory/shared/form';
import { fieldNames } from '../../lib/fieldNames';
import { newSection } from '../../lib/formModel';
import type { EditorSection } from '../../lib/formModel';
import { sectionLabel } from '../../lib/labels';
import { SortableList } from '../sortable/SortableList';
import { useEditorActions, useFieldError } from './EditorContext';
import { SectionCard } from './SectionCard';

const keyOf = (section: EditorSection) => section.key;

/** The form's sections, reorderable, and Add section (the new one's title gets the focus). */
export const SectionsEditor = memo(function SectionsEditor({ sections }: { readonly sections: readonly EditorSection[] }) {
  const { t } = useTranslation('forms');
  const { dispatch, focusField, announce } = useEditorActions();
  const error = useFieldError(fieldNames.sections);
  const labelOf = useCallback((section: EditorSection) => sectionLabel(t, section), [t]);
  const reorder = useCallback((next: EditorSection[]) => dispatch({ type: 'reorderSections', keys: next.map(keyOf) }), [dispatch]);
  const add = () => {
    const section = newSection();
    dispatch({ type: 'addSection', section });
    focusField(fieldNames.section(section.key, 'description'));
  };
  const errorId = `${fieldId(fieldNames.sections)}-error`;
  return (
    <div className="obs-stack obs-forms-sections">
      {sections.length === 0 && <p className="obs-forms-muted">{t('editor.noSections')}</p>}
      <SortableList
        level="section"
        as="ol"
        items={sections}
        getId={keyOf}
        getItemLabel={labelOf}
        onReorder={reorder}
        announce={announce}
        className="obs-stack"
        renderItem={(section, context) => (
          <SectionCard
            section={section}
            position={context.index + 1}
            handleProps={context.handleProps}
            moveButtonsProps={context.moveButtonsProps}
          />
        )}
      />
      {error && (
        <p className="obs-field__error" id={errorId}>
          {error}
        </p>
      )}
      <div>
        <Button
          variant={ButtonVariant.BGYELLOW}
          id={fieldId(fieldNames.sections)}
          aria-describedby={error ? errorId : undefined}
          onClick={add}
        >
          {t('editor.addSection')}
        </Button>
      </div>
    </div>
  );
});
