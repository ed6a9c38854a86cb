import { useParams } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaNotFoundPage, AsyncView, BackLink, PageHeading } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import { History } from '@observatory/shared/history';
import { FormEditor } from '../components/editor/FormEditor';
import { FormPreview } from '../components/editor/FormPreview';
import { useEditorSource } from '../hooks/useEditorSource';
import { areaPaths, tabOfForm } from '../lib/paths';

/** A form id from the route, or null when it is not one (then the page does not exist). */
function parseFormId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /formulare/nou and /formulare/{formId}: the editor for organizer admins (the API lets only them
 * change forms); a read-only preview for everyone else, and for an archived form (restore it first).
 */
export function FormEditorPage({ isNew = false }: { readonly isNew?: boolean }) {
  const { t } = useTranslation('forms');
  const { user } = useHostServices();
  const params = useParams();
  const formId = isNew ? null : parseFormId(params.formId);
  const source = useEditorSource(formId);
  if (!isNew && formId === null) return <AreaNotFoundPage />;
  if (isNew && !user.organizer) {
    return (
      <section className="obs-page obs-stack">
        <BackLink to={areaPaths.list('public')}>{t('editor.back')}</BackLink>
        <PageHeading>{t('editor.newTitle')}</PageHeading>
        <p>{t('editor.organizersOnly')}</p>
      </section>
    );
  }
  return (
    <AsyncView request={source} errors={{ what: t('editor.loadError') }}>
      {(form) =>
        user.organizer && !form.archived ? (
          <FormEditor key={form.id ?? 'new'} initial={form} />
        ) : (
          <section className="obs-page obs-stack">
            <BackLink to={areaPaths.list(tabOfForm(form))}>{t('editor.back')}</BackLink>
            <PageHeading>{t('preview.title', { title: form.description })}</PageHeading>
            <p className="obs-forms-muted">{t(form.archived ? 'editor.archived' : 'editor.organizersOnly')}</p>
            <FormPreview form={form} />
            {form.id !== undefined && <History entityType="form" entityId={form.id} />}
          </section>
        )
      }
    </AsyncView>
  );
}
