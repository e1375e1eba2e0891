/** The catalogue area as one lazy chunk: the buyer's home (catalogue and cart) and the product detail. */
export { default as CataloguePage } from './CataloguePage';
export { default as ProductDetailPage } from './ProductDetailPage';
