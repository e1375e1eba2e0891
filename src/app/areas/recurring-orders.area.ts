/** The Recurring orders area, loaded with its route. */
export { RecurringOrdersPage } from '../../views/recurring-orders/RecurringOrdersPage';
