import { useState } from 'react';
import { screen } from '@testing-library/react';
import { COUNTIES } from '../testing/fixtures';
import { renderNotifications } from '../testing/renderNotifications';
import { CountyCombobox } from './CountyCombobox';

function Picker({ initial = null, onChange }: { initial?: string | null; onChange?: (code: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <CountyCombobox
        counties={COUNTIES}
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange?.(code);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'County' });

describe('CountyCombobox', () => {
  it('is a labelled, collapsed combobox that controls a list of counties', () => {
    renderNotifications(<Picker />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAccessibleDescription(/Type a code or a name/);
    expect(document.getElementById(box().getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
  });

  it('filters by typing, highlights the first match and chooses it with Enter', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker onChange={onChange} />);
    await user.type(box(), 'arges');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('AG');
    expect(options[0]).toHaveTextContent('Argeș');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('AG');
    expect(box()).toHaveValue('AG – Argeș');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the list with the arrow keys, wrapping at the ends', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker onChange={onChange} />);
    await user.click(box());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Alba');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Bistrița-Năsăud');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Alba');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Cluj');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('CJ');
  });

  it('opens on the chosen county', async () => {
    const { user } = renderNotifications(<Picker initial="BN" />);
    expect(box()).toHaveValue('BN – Bistrița-Năsăud');
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById(box().getAttribute('aria-activedescendant')!)).toHaveTextContent('Bistrița-Năsăud');
  });

  it('Escape closes the list and puts back the chosen county', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker initial="AB" onChange={onChange} />);
    await user.clear(box());
    await user.type(box(), 'clu');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('AB – Alba');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says when no county matches, and Enter then chooses nothing', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker onChange={onChange} />);
    await user.type(box(), 'zz');
    expect(screen.getByText('No county matches “zz”.')).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(/No county matches “zz”\.$/);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emptying the text clears the county', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker initial="AB" onChange={onChange} />);
    await user.clear(box());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(box()).toHaveValue('');
  });

  it('leaving with text that names no county keeps the chosen county and the text, and says so', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker initial="AB" onChange={onChange} />);
    await user.type(box(), 'x');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(box()).toHaveValue('AB – Albax');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(
      /“AB – Albax” names no single county, so the county is still AB – Alba\. Choose one from the list, or press Escape to put it back\.$/,
    );
    // Escape puts the chosen county back and the message goes.
    box().focus();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('AB – Alba');
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/names no single county/)).not.toBeInTheDocument();
  });

  it('leaving after typing a code or a whole name chooses that county, without Enter', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker onChange={onChange} />);
    await user.type(box(), 'cluj');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('CJ');
    expect(box()).toHaveValue('CJ – Cluj');
    await user.clear(box());
    await user.type(box(), 'ARGES');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onChange).toHaveBeenLastCalledWith('AG');
    expect(box()).toHaveValue('AG – Argeș');
    await user.clear(box());
    await user.type(box(), 'bn');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('BN');
  });

  it('leaving with part of a name keeps the text and says that no county is chosen', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker onChange={onChange} />);
    await user.type(box(), 'a');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(box()).toHaveValue('a');
    expect(screen.getByText('“a” names no single county, so no county is chosen. Choose one from the list.')).toBeVisible();
    expect(box()).toHaveAccessibleDescription(/so no county is chosen/);
  });

  it('chooses with the mouse', async () => {
    const onChange = jest.fn();
    const { user } = renderNotifications(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Show the counties' }));
    await user.click(screen.getByRole('option', { name: /Cluj/ }));
    expect(onChange).toHaveBeenCalledWith('CJ');
    expect(box()).toHaveFocus();
  });

  it('announces how many counties match while typing', async () => {
    const { user } = renderNotifications(<Picker />);
    await user.type(box(), 'a');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ counties match\.$/);
  });
});
