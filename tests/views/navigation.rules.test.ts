import { describe, expect, it } from 'vitest';
import { isExternalPath } from '../../src/views/common/useAppLink';
import {
  activeItemId,
  navigation,
  navigationFor,
  searchNavigation,
  withCounts,
  type NavGroup,
  type NavItem,
} from '../../src/views/shell/navigation';
import { specItemIds } from './spec-navigation';

const admin = { role: 'admin', isPremium: false };
const ids = (groups: readonly NavGroup[]) => groups.map((group) => [group.id, group.items.map((item) => item.id)]);
const specIds = (groups: readonly NavGroup[]) =>
  groups.map((group) => [group.id, group.items.map((item) => item.id).filter((id) => specItemIds.has(id))]);

describe('navigationFor', () => {
  it('shows an admin every group and item of the spec, plus invoices', () => {
    expect(specIds(navigationFor(admin))).toEqual([
      ['ecommerce', ['ecommerce', 'subscription', 'orders', 'analytics']],
      ['myData', ['company', 'addresses', 'cards', 'invoices']],
      ['beta', ['teamPurchase']],
    ]);
  });

  it('shows a buyer the catalogue, orders, the purchases dashboard, addresses and team purchase only', () => {
    expect(specIds(navigationFor({ role: 'comprador', isPremium: false }))).toEqual([
      ['ecommerce', ['ecommerce', 'orders', 'analytics']],
      ['myData', ['addresses']],
      ['beta', ['teamPurchase']],
    ]);
  });

  it('shows finance orders, the purchases dashboard, the company, cards, invoices and the team purchases it follows', () => {
    expect(specIds(navigationFor({ role: 'finanzas', isPremium: false }))).toEqual([
      ['ecommerce', ['orders', 'analytics']],
      ['myData', ['company', 'cards', 'invoices']],
      ['beta', ['teamPurchase']],
    ]);
  });

  it('hides every item that names an action from an unknown role, but keeps items without one', () => {
    const groups: NavGroup[] = [
      {
        id: 'g',
        subheader: 'g',
        items: [
          { id: 'open', title: 'open', path: '/open', icon: 'orders' },
          { id: 'closed', title: 'closed', path: '/closed', icon: 'orders', action: 'users.manage' },
        ],
      },
    ];
    expect(ids(navigationFor({ role: 'invitado', isPremium: false }))).toEqual([]);
    expect(ids(navigationFor({ role: 'invitado', isPremium: false }, groups))).toEqual([['g', ['open']]]);
  });

  it('filters children by role too', () => {
    const parent: NavItem = {
      id: 'parent',
      title: 'parent',
      path: '/parent',
      icon: 'company',
      children: [
        { id: 'mine', title: 'mine', path: '/parent/mine', icon: 'company', action: 'invoices.read' },
        { id: 'theirs', title: 'theirs', path: '/parent/theirs', icon: 'company', action: 'users.manage' },
      ],
    };
    const [group] = navigationFor({ role: 'finanzas', isPremium: false }, [{ id: 'g', subheader: 'g', items: [parent] }]);
    expect(group?.items[0]?.children?.map((child) => child.id)).toEqual(['mine']);
  });

  it('names the subscription entry "Eres Cliente CXTI" for club members only', () => {
    const title = (isPremium: boolean) =>
      navigationFor({ role: 'admin', isPremium })[0]?.items.find((item) => item.id === 'subscription')?.title;
    expect(title(false)).toBe('nav.items.subscription');
    expect(title(true)).toBe('nav.items.clubMember');
  });

  it('never changes the navigation it is given', () => {
    const before = JSON.stringify(navigation);
    navigationFor({ role: 'comprador', isPremium: true });
    expect(JSON.stringify(navigation)).toBe(before);
  });
});

describe('the approvals entry', () => {
  const ecommerce = (role: string) => navigationFor({ role, isPremium: false }).find((group) => group.id === 'ecommerce')?.items.map((item) => item.id) ?? [];

  it('follows Pedidos for those who send orders, and is not there for finanzas', () => {
    for (const role of ['admin', 'comprador']) expect(ecommerce(role).slice(ecommerce(role).indexOf('orders'), ecommerce(role).indexOf('orders') + 2)).toEqual(['orders', 'orderApprovals']);
    expect(ecommerce('finanzas')).not.toContain('orderApprovals');
  });

  it('takes its count as its info, named by nav.approvalsBadge; a count of zero shows none', () => {
    const item = (counts: Record<string, number>) => withCounts(navigationFor(admin), counts)[0]?.items.find((entry) => entry.id === 'orderApprovals');
    expect(item({ orderApprovals: 4 })).toMatchObject({ info: 4, infoLabel: 'nav.approvalsBadge' });
    expect(item({ orderApprovals: 0 })?.info).toBeUndefined();
    expect(item({})?.info).toBeUndefined();
    expect(withCounts(navigationFor(admin), { orderApprovals: 4 })[0]?.items.find((entry) => entry.id === 'orders')?.info).toBeUndefined();
  });
});

describe('isExternalPath', () => {
  it('treats any path containing http as leaving the app (spec section 2)', () => {
    expect(isExternalPath('https://www.sii.cl')).toBe(true);
    expect(isExternalPath('http://example.cl/x')).toBe(true);
    expect(isExternalPath('/dashboard/three')).toBe(false);
  });
});

describe('activeItemId', () => {
  const groups = navigationFor(admin);
  it.each([
    ['/dashboard', 'ecommerce'],
    ['/dashboard/two', 'ecommerce'],
    ['/dashboard/three', 'orders'],
    ['/dashboard/group', 'company'],
    ['/dashboard/group/', 'company'],
    ['/dashboard/group/six', 'addresses'],
    ['/dashboard/group/five', 'invoices'],
    ['/teampurchase', 'teamPurchase'],
  ])('marks %s as the page of %s', (pathname, id) => {
    expect(activeItemId(groups, pathname)).toBe(id);
  });

  it('matches whole path segments only, and nothing outside the navigation', () => {
    expect(activeItemId(groups, '/dashboard/groupie')).toBeNull();
    expect(activeItemId(groups, '/product/checkout')).toBeNull();
  });
});

describe('searchNavigation', () => {
  const spanish: Record<string, string> = {
    'nav.items.ecommerce': 'E-Commerce',
    'nav.items.subscription': 'Suscripción CXTI',
    'nav.items.orders': 'Pedidos',
    'nav.items.analytics': 'Dashboard',
    'nav.items.company': 'Empresa',
    'nav.items.addresses': 'Direcciones',
    'nav.items.cards': 'Mis Tarjetas',
    'nav.items.invoices': 'Facturas',
    'nav.items.teamPurchase': 'Team Purchase (Beta)',
  };
  const captions: Record<string, string> = { cards: 'Tarjetas guardadas para pagar' };
  const textsOf = (item: NavItem) => [spanish[item.title] ?? item.title, captions[item.id] ?? ''];
  const found = (groups: readonly NavGroup[], query: string) =>
    searchNavigation(groups, query, textsOf).map((result) => [result.group.id, result.items.map((item) => item.id)] as const);
  /** What an admin's search finds among the spec's items. */
  const foundInSpec = (query: string) =>
    found(navigationFor(admin), query)
      .map(([group, items]) => [group, items.filter((id) => specItemIds.has(id))] as const)
      .filter(([, items]) => items.length > 0);

  it('finds nothing for an empty or blank query', () => {
    expect(foundInSpec('')).toEqual([]);
    expect(foundInSpec('   ')).toEqual([]);
  });

  it('matches titles ignoring case and accents', () => {
    expect(foundInSpec('PEDIDOS')).toEqual([['ecommerce', ['orders']]]);
    expect(foundInSpec('suscripcion')).toEqual([['ecommerce', ['subscription']]]);
  });

  it('matches captions', () => {
    expect(foundInSpec('guardadas')).toEqual([['myData', ['cards']]]);
  });

  it('matches paths, grouped in the navigation order', () => {
    expect(foundInSpec('/dashboard/group')).toEqual([['myData', ['company', 'addresses', 'cards', 'invoices']]]);
    expect(foundInSpec('purchase')).toEqual([['beta', ['teamPurchase']]]);
    expect(foundInSpec('dashboard')).toEqual([
      ['ecommerce', ['ecommerce', 'subscription', 'orders', 'analytics']],
      ['myData', ['company', 'addresses', 'cards', 'invoices']],
    ]);
  });

  it('finds nothing that is not there', () => {
    expect(foundInSpec('zzz')).toEqual([]);
  });

  it('includes children and leaves out disabled items', () => {
    const groups: NavGroup[] = [
      {
        id: 'g',
        subheader: 'g',
        items: [
          {
            id: 'parent',
            title: 'Reportes',
            path: '/reportes',
            icon: 'analytics',
            children: [{ id: 'child', title: 'Reporte de ventas', path: '/reportes/ventas', icon: 'analytics' }],
          },
          { id: 'off', title: 'Reporte apagado', path: '/apagado', icon: 'analytics', disabled: true },
        ],
      },
    ];
    expect(found(groups, 'report')).toEqual([['g', ['parent', 'child']]]);
  });
});
