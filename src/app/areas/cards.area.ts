/** Mis Tarjetas, loaded with its route. */
export { CardsPage } from '../../views/cards/CardsPage';
