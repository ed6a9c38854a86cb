import { useCallback, useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from '@observatory/shared/router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, PageHeading, StatusRegion, useAnnounce, useRowExitFocus } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import { FormsListView } from '../components/FormsListView';
import { FormsTabs } from '../components/FormsTabs';
import { UnpublishUndo } from '../components/UnpublishUndo';
import { useFormList } from '../hooks/useFormList';
import { useUndoUnpublish } from '../hooks/useUndoUnpublish';
import { TAB_PARAM, areaPaths, tabOf } from '../lib/paths';
import type { FormsTab } from '../lib/paths';
import { formListsQuery } from '../state/formLists';
import { loadSortableList } from '../components/sortable/sortableListChunk';
import { preloadEditor } from './editorChunk';

/**
 * /formulare: the forms list with its Public, Draft and Archived tabs (the tab in the URL), a New
 * form button, and per row Edit, Publish or Unpublish (with Undo), Archive or Delete, Restore, and
 * the order. Only organizer admins change forms (the API refuses others); everyone else sees the
 * list and opens a read-only view. A row that leaves the tab hands focus on (the kit's rule).
 */
export function FormsPage() {
  const { t } = useTranslation('forms');
  const { user } = useHostServices();
  const canEdit = user.organizer;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  const heading = useRef<HTMLHeadingElement>(null);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const panel = useRef<HTMLDivElement>(null);
  const forgetLists = useSetAtom(formListsQuery.forgetAtom);
  const { request, replaceRows, refresh } = useFormList(tab);
  const { announce, message } = useAnnounce();
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const rowIds = (request.data ?? []).map((form) => form.id);
  const { rowLeaving } = useRowExitFocus({ rowIds, listRef: panel, headingRef: heading, announce, settling: request.loading });
  const undoUnpublish = useUndoUnpublish({ refresh, focusHeading });
  // Organizers reorder: their drag-and-drop code downloads beside the forms, not after them.
  useEffect(() => {
    if (canEdit) loadSortableList().catch(() => undefined);
  }, [canEdit]);

  const selectTab = (next: FormsTab) => {
    // Spec section 4: switching tabs reloads the list of that status.
    if (next === tab) return;
    forgetLists([next]);
    setParams(next === 'public' ? {} : { [TAB_PARAM]: next });
  };
  const newFormLink = (
    <Link className="obs-button obs-button--purple" to={areaPaths.newForm} onPointerEnter={preloadEditor} onFocus={preloadEditor}>
      {t('list.newForm')}
    </Link>
  );

  return (
    <section className="obs-page obs-stack">
      <div className="obs-page-header">
        <PageHeading headingRef={heading}>{t('title')}</PageHeading>
        {canEdit && newFormLink}
      </div>
      {!canEdit && <p className="obs-forms-muted">{t('list.readOnly')}</p>}
      <FormsTabs tab={tab} onSelect={selectTab} panelId={panelId} idPrefix={idPrefix} />
      <div ref={panel} id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-${tab}`} className="obs-stack">
        <AsyncView
          request={request}
          isEmpty={(rows) => rows.length === 0}
          errors={{ what: t('list.loadError') }}
          empty={
            <EmptyState
              title={t(`list.empty.${tab}`)}
              message={canEdit ? t(tab === 'archived' ? 'list.emptyArchivedHelp' : 'list.emptyHelp') : undefined}
              action={canEdit && tab !== 'archived' ? newFormLink : undefined}
            />
          }
        >
          {(rows) => (
            <FormsListView
              key={tab}
              rows={rows}
              tab={tab}
              canEdit={canEdit}
              replaceRows={replaceRows}
              refresh={refresh}
              rowLeaving={rowLeaving}
              announce={announce}
              onEditIntent={preloadEditor}
              onUnpublished={undoUnpublish.offer}
            />
          )}
        </AsyncView>
      </div>
      <UnpublishUndo undo={undoUnpublish} />
      <StatusRegion message={message} />
    </section>
  );
}
