import { screen, within } from '@testing-library/react';
import { renderStatistics } from '../testing/renderStatistics';
import { StatisticBars } from './StatisticBars';

const unit = (count: number) => (count === 1 ? 'irregularity' : 'irregularities');

function renderBars(language: 'en' | 'ro' = 'en', start?: number) {
  return renderStatistics(
    <>
      <h2 id="heading">Irregularities by county</h2>
      <StatisticBars
        values={[
          { label: 'Cluj', value: 1200 },
          { label: 'Iași', value: 300 },
          { label: '\u202EOlt', value: 1 },
        ]}
        largest={1200}
        unit={unit}
        labelledBy="heading"
        start={start}
      />
    </>,
    { language },
  );
}

describe('StatisticBars', () => {
  it('is a ranked list named by its heading, each row a label and its number in text', () => {
    renderBars();
    const list = screen.getByRole('list', { name: 'Irregularities by county' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Cluj1,200 irregularities', 'Iași300 irregularities', '\u202EOlt1 irregularity']);
    expect(list.tagName).toBe('OL');
  });

  it('draws each bar proportional to the largest value, hidden from screen readers', () => {
    const { container } = renderBars();
    const fills = [...container.querySelectorAll<HTMLElement>('.obs-statistics-bars__fill')];
    expect(fills.map((fill) => fill.style.width)).toEqual(['100%', '25%', `${(1 / 1200) * 100}%`]);
    for (const fill of fills) expect(fill.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('isolates observer-supplied labels and formats numbers per language', () => {
    const { container } = renderBars('ro');
    expect(container.querySelectorAll('bdi')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1.200');
  });

  it('continues the ranking on later pages', () => {
    renderBars('en', 21);
    expect(screen.getByRole('list')).toHaveAttribute('start', '21');
  });
});
