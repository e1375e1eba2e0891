/**
 * The analytics page as one lazy chunk. nivo is not in it: ChartSection imports the charts on demand,
 * so their code is fetched only once this page draws one.
 */
export { AnalyticsPage } from '../../views/analytics/AnalyticsPage';
