import type { Role } from '../../contract/vocabulary';
import type { SearchResults } from '../../contract/search';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import type { NavGroup } from '../../src/views/shell/navigation';
import { navigationFor } from '../../src/views/shell/navigation';
import { SearchDialog } from '../../src/views/shell/SearchDialog';
import { fakeEffects } from './effects-fakes';
import { heldCalls } from './path-replay';
import { renderSignedIn } from './render-signed-in';

/** The palette's search, held until the test answers it, as a model path does. */
export function heldSearch() {
  const calls = heldCalls(['search'] as const);
  return {
    calls,
    effects: fakeEffects({ palette: { actors: { search: calls.held<SearchResults, string>('search') }, actions: { logError: () => {} } } }),
    queries: () => calls.inputs('search') as string[],
    answer: (outcome: { output: SearchResults } | { error: unknown }) => calls.answer('search', outcome),
  };
}
export type HeldSearch = ReturnType<typeof heldSearch>;

/** Where choosing a result leads, each as a page with its own heading. */
const destinations = [
  { path: '/detalle', element: <h1>Ficha del producto</h1> },
  { path: '/dashboard/three', element: <h1>Pedidos</h1> },
  { path: '/dashboard/group/five', element: <h1>Facturas</h1> },
  { path: '/dashboard/group/six', element: <h1>Direcciones</h1> },
];

/** The palette open over a page, signed in as `role`, with `checkout` as the cart. */
export function renderPalette(
  search: HeldSearch,
  { role = 'admin', checkout = null, groups }: { role?: Role; checkout?: CheckoutActor | null; groups?: readonly NavGroup[] } = {},
) {
  const closed: boolean[] = [];
  const pages = groups ?? navigationFor({ role, isPremium: false });
  const view = renderSignedIn(
    [{ path: '/dashboard', element: <SearchDialog open onOpenChange={(open) => closed.push(!open)} groups={pages} /> }, ...destinations],
    { role, checkout, effects: search.effects },
  );
  return { ...view, closed };
}
