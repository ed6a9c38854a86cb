import { useTranslation } from 'react-i18next';
import { saveBlob } from '@observatory/shared/area';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import { IMPORT_TEMPLATE_FILE_NAME, importTemplateBlob } from '../lib/importTemplate';

/** Downloads a template CSV (Phone,Pin,Name and one example row), made in the browser. */
export function TemplateDownload() {
  const { t } = useTranslation('observers');
  return (
    <Button
      variant={ButtonVariant.ALLTRANSPARENT}
      onClick={() => saveBlob(importTemplateBlob(t('import.templateExample')), IMPORT_TEMPLATE_FILE_NAME)}
    >
      {t('import.template')}
    </Button>
  );
}
