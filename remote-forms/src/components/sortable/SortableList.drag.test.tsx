/**
 * Dragging needs a real pointer and layout, which jsdom lacks; here react-sortablejs is replaced by
 * a stand-in that records what SortableList hands it, and the test plays sortablejs's part.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { renderForms } from '../../testing/renderForms';
import { SortableList } from './SortableList';

type Captured = Record<string, unknown> & {
  list: { id: number }[];
  setList: (list: unknown[]) => void;
  onUpdate: (event: unknown) => void;
  onStart: (event: unknown, sortable: unknown) => void;
  onChoose: (event: unknown) => void;
  onEnd: () => void;
};
let captured: Captured | undefined;

jest.mock('react-sortablejs', () => ({
  ReactSortable: (props: Captured & { tag: string; children: ReactNode }) => {
    captured = props;
    return createElement(props.tag, null, props.children);
  },
}));

const ITEMS = [
  { id: 1, text: 'Yes' },
  { id: 2, text: 'No' },
  { id: 3, text: "Don't know" },
];

function renderList(onReorder = jest.fn()) {
  const announce = jest.fn();
  renderForms(
    <SortableList
      level="option"
      items={ITEMS}
      getId={(item) => item.id}
      getItemLabel={(item) => item.text}
      onReorder={onReorder}
      announce={announce}
      renderItem={(item) => item.text}
    />,
  );
  if (!captured) throw new Error('ReactSortable was not rendered');
  return { onReorder, announce, props: captured };
}

describe('SortableList dragging', () => {
  it('passes the spec drag settings to sortablejs', () => {
    const { props } = renderList();
    expect(props).toMatchObject({
      forceFallback: true,
      fallbackTolerance: 5,
      touchStartThreshold: 5,
      delay: 800,
      delayOnTouchOnly: true,
      scroll: true,
      scrollSpeed: 2,
      handle: '.obs-forms-handle--option',
      direction: 'vertical',
      ghostClass: 'obs-forms-sortable-ghost',
      fallbackClass: 'obs-forms-sortable-fallback',
    });
  });

  it('turns a drop into onReorder with the moved item and announces it', () => {
    const { onReorder, announce, props } = renderList();
    const next = [props.list[1], props.list[2], props.list[0]];
    act(() => {
      props.onUpdate({ oldIndex: 0, newIndex: 2 });
      props.setList(next);
    });
    expect(onReorder).toHaveBeenCalledWith([ITEMS[1], ITEMS[2], ITEMS[0]], ITEMS[0], 2);
    expect(announce).toHaveBeenCalledWith('Yes moved to position 3 of 3.');
  });

  it('ignores the list updates that do not change the order (choose, unchoose, mount)', () => {
    const { onReorder, props } = renderList();
    act(() => props.setList([...props.list]));
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('sizes the auto-scroll edge and the swap dead band when a drag starts', () => {
    const { props } = renderList();
    const item = document.createElement('li');
    Object.defineProperty(item, 'offsetHeight', { value: 50 });
    document.body.appendChild(item);
    const option = jest.fn();
    props.onStart({ item }, { option });
    // 5 % of the 768 px jsdom window, and 1 - 2 × 5 / 50.
    expect(option).toHaveBeenCalledWith('scrollSensitivity', 38);
    expect(option).toHaveBeenCalledWith('swapThreshold', 0.8);
  });

  it('measures the auto-scroll edge on the nearest ancestor that scrolls, not the window', () => {
    const { props } = renderList();
    const panel = document.createElement('div');
    panel.style.overflowY = 'auto';
    Object.defineProperty(panel, 'scrollHeight', { value: 1000 });
    Object.defineProperty(panel, 'clientHeight', { value: 400 });
    const item = document.createElement('li');
    Object.defineProperty(item, 'offsetHeight', { value: 50 });
    panel.appendChild(item);
    document.body.appendChild(panel);
    const option = jest.fn();
    props.onStart({ item }, { option });
    // 5 % of the 400 px panel.
    expect(option).toHaveBeenCalledWith('scrollSensitivity', 20);
    panel.remove();
  });

  it('locks the preview to the vertical axis while an item is held', () => {
    const { props } = renderList();
    const offset = props.fallbackOffset as { x: number; y: number };
    props.onChoose({ originalEvent: new MouseEvent('pointerdown', { clientX: 10 }) });
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 60 }));
    expect(offset.x).toBe(-50);
    props.onEnd();
    expect(offset.x).toBe(0);
  });
});
