import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as kit from './index';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('@observatory/shared/ui', () => {
  it('exposes the kit components and helpers', () => {
    for (const name of [
      'Button',
      'ButtonVariant',
      'Checkbox',
      'ConfirmDialog',
      'DataTable',
      'nextSort',
      'EmptyState',
      'FilterActions',
      'ErrorIndicator',
      'LoadingIndicator',
      'Modal',
      'MoveButtons',
      'Pagination',
      'SplitButton',
      'StatusRegion',
      'useAnnounce',
      'VisuallyHidden',
      'RefreshIcon',
    ]) {
      expect(kit).toHaveProperty(name);
    }
  });

  it('never imports sortablejs, CSS or the test helpers', () => {
    const offenders = sourceFiles(__dirname).filter((path) =>
      /from ['"](?:[^'"]*sortable[^'"]*|[^'"]*\.css|[^'"]*testing)['"]/.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
