/** Team Purchase's three pages, loaded with the first of their routes. */
export { BatchCartPage, TeamPurchaseDonePage, TeamPurchaseListPage } from '../../views/team-purchase/TeamPurchasePages';
