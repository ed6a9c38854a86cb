import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { EmptyState, ErrorIndicator, LoadingIndicator } from '@observatory/shared/ui';
import type { CompletedAnswerGroup, Note } from '../api/types';
import { useFormSections } from '../hooks/useReferenceData';
import { FormAnswers } from './FormAnswers';

export interface FormTabPanelProps {
  readonly formId: number;
  readonly answered: ReadonlyMap<number, CompletedAnswerGroup>;
  readonly notes: ReadonlyMap<number, readonly Note[]> | null;
}

/** A form tab's content: its definition (fetched once per form, then reused) with the answers. */
export function FormTabPanel({ formId, answered, notes }: FormTabPanelProps) {
  const { t } = useTranslation('answers');
  const describe = useDescribeError();
  const { state, retry } = useFormSections(formId);
  if (state.status === 'error') return <ErrorIndicator message={describe(state.error, { what: t('details.formError') })} onRetry={retry} />;
  if (state.status !== 'success') return <LoadingIndicator label={t('details.formLoading')} />;
  if (state.data.length === 0) return <EmptyState headingLevel={3} title={t('details.formEmpty')} />;
  return <FormAnswers sections={state.data} answered={answered} notes={notes} />;
}
