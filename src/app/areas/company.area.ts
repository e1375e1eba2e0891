/** Empresa, loaded with its route. */
export { CompanyPage } from '../../views/company/CompanyPage';
