import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@observatory/shared/testing';
import { NOTIFICATIONS_MESSAGES } from '../testing/renderNotifications';
import { LENGTH_ANNOUNCE_DELAY_MS, useLengthAnnouncement } from './useLengthAnnouncement';

const i18n = createTestI18n({ messages: NOTIFICATIONS_MESSAGES });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n} defaultNS="notifications">
    {children}
  </I18nextProvider>
);

describe('useLengthAnnouncement', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says nothing before the field changes', () => {
    const announce = jest.fn();
    renderHook(() => useLengthAnnouncement('Title', 0, 65, announce), { wrapper });
    act(() => jest.advanceTimersByTime(LENGTH_ANNOUNCE_DELAY_MS * 2));
    expect(announce).not.toHaveBeenCalled();
  });

  it('speaks the count once typing pauses, and the warning past the limit', () => {
    const announce = jest.fn();
    const { rerender } = renderHook(({ used }) => useLengthAnnouncement('Title', used, 65, announce), {
      wrapper,
      initialProps: { used: 0 },
    });
    rerender({ used: 1 });
    rerender({ used: 2 });
    act(() => jest.advanceTimersByTime(LENGTH_ANNOUNCE_DELAY_MS - 1));
    expect(announce).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('Title: 2 of 65 characters.');
    rerender({ used: 70 });
    act(() => jest.advanceTimersByTime(LENGTH_ANNOUNCE_DELAY_MS));
    expect(announce).toHaveBeenLastCalledWith('Title: 70 characters, more than the 65 most phones show.');
  });
});
