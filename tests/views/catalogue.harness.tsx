import type { Category, ProductPage } from '../../contract/catalogue';
import { createActor } from 'xstate';
import { catalogueMachine, knownFilters, type CatalogueActor, type CatalogueFilters, type ProductsRequest } from '../../machines/catalogue.machine';
import { withFilters } from '../../src/views/catalogue/catalogue-address';
import { useCatalogueAddress } from '../../src/views/catalogue/useCatalogueAddress';
import type { CheckoutActor } from '../../src/kernel/checkout-context';
import { CatalogueView } from '../../src/views/catalogue/CatalogueView';
import { testCheckout } from './checkout.harness';
import { heldCalls } from './path-replay';
import { renderSignedIn } from './render-signed-in';
import type { Role } from '../../contract/vocabulary';
import type { RecurringOrder } from '../../contract/recurring-orders';
import { fakeEffects } from './effects-fakes';

// jsdom does no scrolling and says so on every call; the windowed results write the window's scroll
// position back as they mount, as a browser would take without a word.
window.scrollTo = () => {};

type Settle = { output: unknown } | { error: unknown };

/** The catalogue's gateway calls, each held until the test answers it, as a model path decides. */
export function heldCatalogueGateway() {
  const calls = heldCalls(['fetchProducts', 'fetchCategories'] as const);
  return {
    calls,
    actors: {
      fetchProducts: calls.held<ProductPage, ProductsRequest>('fetchProducts'),
      fetchCategories: calls.held<readonly Category[], void>('fetchCategories'),
    },
    productRequests: () => calls.inputs('fetchProducts') as ProductsRequest[],
    /** Answers the latest first-page call (an earlier one belongs to a question no longer asked). */
    firstPage: (outcome: Settle) => calls.answer('fetchFirstPage', outcome),
    nextPage: (outcome: Settle) => calls.answer('fetchNextPage', outcome),
    categories: (outcome: Settle) => calls.answer('fetchCategories', outcome),
  };
}

export type HeldCatalogueGateway = ReturnType<typeof heldCatalogueGateway>;

/** A cart that keeps nothing in storage, as `CheckoutProvider` would give a signed-in buyer. */
export function quietCheckout(isClubMember = false): CheckoutActor {
  return testCheckout({ isClubMember });
}

export interface RenderCatalogueOptions {
  checkout?: CheckoutActor | null;
  /** The search pause; long by default, so a test moves past it by sending the timer's event itself. */
  searchDebounce?: number;
  /** The signed-in user's role; an admin by default. */
  role?: Role;
  /** The filters the page is opened with, as its address says them. */
  input?: Partial<CatalogueFilters>;
  /** The company's recurring orders, the next of which the page mentions; none by default. */
  recurringOrders?: RecurringOrder[];
}

/** The page as CataloguePage draws it: the view, with the filters kept in the address. */
function CatalogueWithAddress({ catalogue }: { catalogue: CatalogueActor }) {
  useCatalogueAddress(catalogue);
  return <CatalogueView catalogue={catalogue} displayName="Camila Soto" />;
}

/** The catalogue page at /dashboard over a held gateway, with a checkout page to go to. */
export function renderCatalogue(
  gateway: HeldCatalogueGateway,
  { checkout = quietCheckout(), searchDebounce = 60_000, role = 'admin', input = {}, recurringOrders = [] }: RenderCatalogueOptions = {},
) {
  const catalogue = createActor(
    catalogueMachine.provide({ actors: gateway.actors, actions: { logError: () => {} }, delays: { searchDebounce } }),
    { input },
  ).start();
  const view = renderSignedIn(
    [
      { path: '/dashboard', element: <CatalogueWithAddress catalogue={catalogue} /> },
      { path: '/product/checkout', element: <h1>Pago</h1> },
    ],
    { role, checkout, path: catalogueAddress(knownFilters(input)), effects: fakeEffects({ reads: { recurringOrders: async () => recurringOrders } }) },
  );
  return { ...view, catalogue, checkout };
}

/** The catalogue's address asking for `filters`. */
export const catalogueAddress = (filters: CatalogueFilters) => {
  const query = withFilters(new URLSearchParams(), filters).toString();
  return query === '' ? '/dashboard' : `/dashboard?${query}`;
};

/** The timer's event: the search pause is over. */
export const searchPauseOver = { type: 'xstate.after.searchDebounce.catalogue.products.debouncing' } as const;

