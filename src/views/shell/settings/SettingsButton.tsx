import { cloneElement } from 'react';
import { drawnAfterFirstPaint } from '../../common/AfterFirstPaint';
import { SettingsToggle, type SettingsButtonProps } from './SettingsToggle';

/** Until its tooltip and focus mark arrive, the same button named by an aria-label, which works the drawer all the same. */
function PlainSettingsButton(props: SettingsButtonProps) {
  return <SettingsToggle {...props} dress={(button, label) => cloneElement(button, { 'aria-label': label })} />;
}

/** The header's settings button, its tooltip and focus return (Tabster) loaded after the first paint. */
export default drawnAfterFirstPaint(() => import('./DressedSettingsButton'), PlainSettingsButton);
