import { drawnAfterFirstPaint } from '../common/AfterFirstPaint';
import { AccountButton } from './AccountButton';

/** Until the menu's code arrives, its button: a press meanwhile opens the menu once it has. */
function UnloadedAccountMenu() {
  return <AccountButton aria-haspopup="menu" aria-expanded={false} />;
}

/** The signed-in user's menu in the header, its code (Menu, positioning, Tabster) loaded after the first paint. */
export const HeaderAccountMenu = drawnAfterFirstPaint(() => import('./AccountMenu'), UnloadedAccountMenu, { replayPress: true });
