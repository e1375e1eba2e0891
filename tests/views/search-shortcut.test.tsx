import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchShortcut } from '../../src/views/shell/useSearchShortcut';

type EarlyWindow = Window & { __searchPressedAt?: number; __searchShortcutTaken?: boolean };
const early = window as EarlyWindow;

function Shell({ onToggle }: { onToggle: () => void }) {
  useSearchShortcut(onToggle);
  return null;
}

afterEach(() => {
  early.__searchPressedAt = undefined;
  early.__searchShortcutTaken = undefined;
});

describe('Ctrl+K', () => {
  it('pressed while the page was loading opens the palette once the layout listens', () => {
    early.__searchPressedAt = Date.now() - 800;
    const onToggle = vi.fn();
    const { unmount } = render(<Shell onToggle={onToggle} />);
    expect(onToggle).toHaveBeenCalledTimes(1);
    // Kept once: the layout now listens itself, and the boot script stands aside until it goes.
    expect(early.__searchPressedAt).toBeUndefined();
    expect(early.__searchShortcutTaken).toBe(true);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(onToggle).toHaveBeenCalledTimes(2);
    unmount();
    expect(early.__searchShortcutTaken).toBe(false);
  });

  it('pressed long before, or not at all, opens nothing', () => {
    early.__searchPressedAt = Date.now() - 6_000;
    const onToggle = vi.fn();
    render(<Shell onToggle={onToggle} />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true, shiftKey: true });
    expect(onToggle).not.toHaveBeenCalled();
  });
});
