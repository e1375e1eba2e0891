/**
 * The invoices page as one lazy chunk. Its nivo chart is not in it: DebtChartSection imports that on
 * demand, so the chart's code is fetched only once this page draws it.
 */
export { default as InvoicesPage } from '../../views/invoices/InvoicesPage';
