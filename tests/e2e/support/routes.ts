import { paths } from '../../../src/kernel/paths';
import { pagesFor, type Access, type PageName } from '../../../src/app/route-table';

/**
 * Where a page is opened when its path alone does not show it: a parameter or a query it needs, or more
 * than one state worth a look. Every other page of the table is opened at its path.
 */
const addressesOf: Partial<Record<PageName, readonly string[]>> = {
  resetConfirm: [paths.resetConfirm, `${paths.resetConfirm}token-de-prueba`],
  invitation: [`${paths.invitation}?token=token-de-prueba-de-una-invitacion`],
  // The seed's campaigns: the palta batch's cart, and the rice batch the demo company took part in, closed
  // filled (the confirmation page tells how it ended).
  batchCart: [`${paths.batchCart}?campana=1`],
  teamPurchaseDone: [`${paths.teamPurchaseDone}?campana=3`],
};

function addresses(access: Access): string[] {
  return pagesFor(access).flatMap(([name, { path }]) => {
    const listed = addressesOf[name];
    if (listed) return listed;
    if (path.includes(':')) throw new Error(`tests/e2e/support/routes.ts: ${name} (${path}) takes a parameter: list its addresses`);
    return [path];
  });
}

/** Every page of the route table (src/app/route-table.ts) a visitor reaches, in the table's order. */
export const publicRoutes = addresses('visitor');

/** Every page that needs a session, as demo (admin) opens it, in the table's order. */
export const signedInRoutes = addresses('signedIn');
