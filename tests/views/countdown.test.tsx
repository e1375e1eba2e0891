import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../src/views/team-purchase/Countdown';

afterEach(() => vi.useRealTimers());

describe('the team purchase countdown', () => {
  it('ticks every second, also days before the deadline, and reads the closing time to a screen reader', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    render(<Countdown deadline="2026-11-30T15:30:10Z" />);
    const figure = () => screen.getByText(/^Cierra en/).textContent;
    expect(figure()).toBe('Cierra en 3 d 3 h 30 min 10 s · ');
    act(() => vi.advanceTimersByTime(1_000));
    expect(figure()).toBe('Cierra en 3 d 3 h 30 min 9 s · ');
    // The ticking figure is hidden from screen readers; the closing time is what they read.
    expect(screen.getByText(/^Cierra en/)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/^cierre: .* \(hora de Santiago\)$/).tagName).toBe('TIME');
  });
});
