/** The Account statement area, loaded with its route. */
export { AccountStatementPage } from '../../views/account-statement/AccountStatementPage';
