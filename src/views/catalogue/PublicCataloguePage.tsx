import { Navigate, useLocation } from 'react-router-dom';
import { SessionContext } from '../../kernel/session-context';
import { paths } from '../../kernel/paths';
import CataloguePage from './CataloguePage';

/**
 * /catalogo: the catalogue open to a visitor, with list prices and a way to sign in to buy. A signed-in
 * buyer is taken to their own catalogue, with the same search.
 */
export default function PublicCataloguePage() {
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const { search } = useLocation();
  if (signedIn) return <Navigate to={`${paths.catalogue}${search}`} replace />;
  return <CataloguePage />;
}
