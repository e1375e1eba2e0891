import { useSearchParams } from 'react-router-dom';
import { SessionContext } from '../../kernel/session-context';
import { parseId } from '../../../contract/params';
import { ProductDetail, ProductMissing } from './ProductDetail';

/** /detalle?id=…: open to visitors (list prices, a way to sign in) and to buyers (club price, add to cart). */
export default function ProductDetailPage() {
  const [params] = useSearchParams();
  const signedIn = SessionContext.useSelector((s) => s.hasTag('signedIn'));
  const id = parseId(params.get('id'));
  if (id === null) return <ProductMissing />;
  return <ProductDetail id={id} signedIn={signedIn} />;
}
