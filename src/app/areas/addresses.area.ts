/** The addresses area, loaded with its route. */
export { AddressesPage } from '../../views/addresses/AddressesPage';
