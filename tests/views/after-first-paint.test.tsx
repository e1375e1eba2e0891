import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { drawnAfterFirstPaint } from '../../src/views/common/AfterFirstPaint';

interface Props {
  label: string;
}

function Placeholder({ label }: Props) {
  return <button type="button">{label}</button>;
}

/** The loaded control: counts its presses, so a replayed press shows. */
function Loaded({ label }: Props) {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" data-loaded="yes" onClick={() => setPresses((n) => n + 1)}>
      {label} {presses}
    </button>
  );
}

/** A module load the test lets through when it wants, failing the first `failures` times. */
function gate(failures = 0) {
  let release: () => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    if (calls <= failures) return Promise.reject(new Error('chunk failed'));
    return new Promise<{ default: ComponentType<Props> }>((resolve) => {
      release = () => resolve({ default: Loaded });
    });
  };
  return { load, release: () => act(async () => release()), releaseUnflushed: () => release(), calls: () => calls };
}

describe('a control drawn after the first paint', () => {
  it('draws the placeholder until its code arrives, then the control', async () => {
    const loading = gate();
    const Control = drawnAfterFirstPaint(loading.load, Placeholder);
    render(<Control label="Idioma" />);
    expect(screen.getByRole('button', { name: 'Idioma' })).not.toHaveAttribute('data-loaded');
    await waitFor(() => expect(loading.calls()).toBe(1));
    await loading.release();
    expect(await screen.findByRole('button', { name: 'Idioma 0' })).toHaveAttribute('data-loaded', 'yes');
  });

  it('keeps the focus on the control when it takes the placeholder’s place', async () => {
    const loading = gate();
    const Control = drawnAfterFirstPaint(loading.load, Placeholder);
    render(<Control label="Cuenta" />);
    screen.getByRole('button', { name: 'Cuenta' }).focus();
    await loading.release();
    const loaded = await screen.findByRole('button', { name: 'Cuenta 0' });
    expect(loaded).toHaveFocus();
  });

  it('presses the control again for a press made on the placeholder, when asked to', async () => {
    const loading = gate();
    const Control = drawnAfterFirstPaint(loading.load, Placeholder, { replayPress: true });
    render(<Control label="Idioma" />);
    await userEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    await loading.release();
    expect(await screen.findByRole('button', { name: 'Idioma 1' })).toHaveFocus();
  });

  it('does not press it again where the placeholder did the work itself', async () => {
    const loading = gate();
    const Control = drawnAfterFirstPaint(loading.load, Placeholder);
    render(<Control label="Ajustes" />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajustes' }));
    await loading.release();
    expect(await screen.findByRole('button', { name: 'Ajustes 0' })).toBeInTheDocument();
  });

  it('waits for the click of a press under way before it takes the placeholder’s place', async () => {
    const loading = gate();
    const Control = drawnAfterFirstPaint(loading.load, Placeholder, { replayPress: true });
    render(<Control label="Idioma" />);
    await waitFor(() => expect(loading.calls()).toBe(1));
    const placeholder = screen.getByRole('button', { name: 'Idioma' });
    fireEvent.pointerDown(placeholder);
    await loading.release();
    // Arrived between the pointer going down and the click: the press must not lose its element.
    expect(screen.getByRole('button', { name: 'Idioma' })).toBe(placeholder);
    fireEvent.click(placeholder);
    expect(await screen.findByRole('button', { name: 'Idioma 1' })).toHaveFocus();
  });

  it('keeps the placeholder for a press that starts while the control is on its way to the screen', async () => {
    const loading = gate();
    const Control = drawnAfterFirstPaint(loading.load, Placeholder, { replayPress: true });
    render(<Control label="Idioma" />);
    await waitFor(() => expect(loading.calls()).toBe(1));
    const placeholder = screen.getByRole('button', { name: 'Idioma' });
    // The code has arrived and React has been asked to draw its control when the pointer goes down.
    await act(async () => {
      loading.releaseUnflushed();
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
      placeholder.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(screen.getByRole('button', { name: 'Idioma' })).toBe(placeholder);
    fireEvent.click(placeholder);
    expect(await screen.findByRole('button', { name: 'Idioma 1' })).toHaveFocus();
  });

  it('keeps the placeholder when the code fails to arrive, and asks again at the next use', async () => {
    const loading = gate(1);
    const Control = drawnAfterFirstPaint(loading.load, Placeholder, { replayPress: true });
    render(<Control label="Idioma" />);
    await waitFor(() => expect(loading.calls()).toBe(1));
    const placeholder = screen.getByRole('button', { name: 'Idioma' });
    expect(placeholder).not.toHaveAttribute('data-loaded');

    await userEvent.click(placeholder);
    expect(loading.calls()).toBe(2);
    await loading.release();
    expect(await screen.findByRole('button', { name: 'Idioma 1' })).toHaveAttribute('data-loaded', 'yes');
  });

  it('draws the control at once where it has already arrived', async () => {
    const loading = gate();
    const Control = drawnAfterFirstPaint(loading.load, Placeholder);
    const first = render(<Control label="Idioma" />);
    await waitFor(() => expect(loading.calls()).toBe(1));
    await loading.release();
    await screen.findByRole('button', { name: 'Idioma 0' });
    first.unmount();

    render(<Control label="Idioma" />);
    expect(screen.getByRole('button', { name: 'Idioma 0' })).toHaveAttribute('data-loaded', 'yes');
  });
});
