import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Role } from '../../contract/vocabulary';
import { CheckoutActorContext, type CheckoutActor } from '../../src/kernel/checkout-context';
import type { Effects } from '../../src/kernel/effects';
import { AsRole } from './as-role';
import { WithEffects } from './effects-fakes';

export interface SignedInOptions {
  /** Where the router starts; the first route's path by default. */
  path?: string;
  /** The history state of that first entry, as a page that navigated there would have left it. */
  state?: unknown;
  role?: Role;
  /** The signed-in user's cart, or null while its code is still arriving. */
  checkout?: CheckoutActor | null;
  /** The pages' effects, for a view that reads through `useEffects()`. */
  effects?: Effects;
}

/**
 * `routes` in a memory router, signed in as a user of `role` with `checkout` as the cart: the setting of a
 * signed-in view that reads the role, the cart and the router without the whole route table.
 */
export function renderSignedIn(routes: RouteObject[], { path, state, role = 'admin', checkout = null, effects }: SignedInOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [state === undefined ? (path ?? routes[0]?.path ?? '/') : { pathname: path ?? routes[0]?.path ?? '/', state }] });
  const tree = (
    <AsRole role={role}>
      <CheckoutActorContext.Provider value={checkout}>
        <RouterProvider router={router} />
      </CheckoutActorContext.Provider>
    </AsRole>
  );
  const view = render(<FluentProvider theme={webLightTheme}>{effects ? <WithEffects effects={effects}>{tree}</WithEffects> : tree}</FluentProvider>);
  return { ...view, router };
}
