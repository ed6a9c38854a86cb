import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { FormsTab } from '../lib/paths';
import { renderForms } from '../testing/renderForms';
import { FormsTabs } from './FormsTabs';

function Tabs({ onSelect }: { onSelect: (tab: FormsTab) => void }) {
  const [tab, setTab] = useState<FormsTab>('public');
  return (
    <FormsTabs
      tab={tab}
      idPrefix="t"
      panelId="panel"
      onSelect={(next) => {
        onSelect(next);
        setTab(next);
      }}
    />
  );
}

describe('FormsTabs', () => {
  it('moves and selects with the arrow keys, Home and End; only the selected tab is a Tab stop', async () => {
    const onSelect = jest.fn();
    const { user } = renderForms(<Tabs onSelect={onSelect} />);
    const [publicTab, draftTab, archivedTab] = screen.getAllByRole('tab');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Public', 'Draft', 'Archived']);
    expect(publicTab).toHaveAttribute('tabindex', '0');
    expect(draftTab).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(publicTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(draftTab).toHaveFocus();
    expect(draftTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(archivedTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(publicTab).toHaveFocus();
    await user.keyboard('{End}');
    await user.keyboard('{Home}');
    expect(onSelect.mock.calls.map(([tab]) => tab)).toEqual(['draft', 'archived', 'public', 'archived', 'public']);
    expect(publicTab).toHaveAttribute('aria-controls', 'panel');
  });
});
