/** The Order approvals area, loaded with its route. */
export { OrderApprovalsPage } from '../../views/order-approvals/OrderApprovalsPage';
