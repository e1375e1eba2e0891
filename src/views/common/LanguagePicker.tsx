import { drawnAfterFirstPaint } from './AfterFirstPaint';
import { LanguageButton } from './LanguageButton';

/** Until the menu's code arrives, its button: a press meanwhile opens the menu once it has. */
function UnloadedLanguageMenu() {
  return <LanguageButton aria-haspopup="menu" aria-expanded={false} />;
}

/** The header's language menu, its code (Menu, positioning, Tabster) loaded after the first paint. */
export default drawnAfterFirstPaint(() => import('./LanguageMenu'), UnloadedLanguageMenu, { replayPress: true });
