import type { TooltipProps } from '@fluentui/react-components';
import { cloneElement, type ReactElement } from 'react';
import { drawnAfterFirstPaint } from './AfterFirstPaint';

type Props = Omit<TooltipProps, 'content' | 'children'> & {
  content: string;
  children: ReactElement<Record<string, unknown>>;
};

/**
 * Until Fluent's Tooltip arrives, a tooltip that names its control still names it: the same aria-label
 * Fluent gives a string content with the label relationship. A describing one adds nothing the control
 * needs to be used.
 */
function UnloadedTooltip({ content, relationship, children }: Props) {
  return relationship === 'label' ? cloneElement(children, { 'aria-label': content }) : children;
}

/** Fluent's Tooltip, its code (positioning, portal) fetched after the first paint: see `drawnAfterFirstPaint`. */
export const TooltipAfterPaint = drawnAfterFirstPaint<Props>(() => import('./fluent-tooltip'), UnloadedTooltip);
