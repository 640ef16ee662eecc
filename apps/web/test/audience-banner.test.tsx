import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../src/components/test-utils';
import { AudienceBanner } from '../src/features/auth/components/audience-banner';

describe('login banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates through the four audiences every 3 seconds, then starts again', () => {
    renderWithProviders(<AudienceBanner />);
    const banner = screen.getByTestId('audience-banner');
    expect(banner).toHaveTextContent('First Nations');
    act(() => vi.advanceTimersByTime(2999));
    expect(banner).toHaveTextContent('First Nations');
    act(() => vi.advanceTimersByTime(1));
    expect(banner).toHaveTextContent('Metis Nations');
    act(() => vi.advanceTimersByTime(3000));
    expect(banner).toHaveTextContent('Tribal Councils');
    act(() => vi.advanceTimersByTime(3000));
    expect(banner).toHaveTextContent('NGOs');
    act(() => vi.advanceTimersByTime(3000));
    expect(banner).toHaveTextContent('First Nations');
  });

  it('stops its timer when it leaves the page', () => {
    const { unmount } = renderWithProviders(<AudienceBanner />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
