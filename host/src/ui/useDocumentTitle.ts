import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the shell's own pages (WCAG 2.4.2), as the kit's PageHeading does
 * for the areas' pages: "<page> · Observatory".
 */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const title = t('page.title', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
