/** Club CXTI, loaded with its route. */
export { ClubPage } from '../../views/club/ClubPage';
