/** The catalogue area as one lazy chunk: the buyer's home (catalogue and cart), the visitor's catalogue and the product detail. */
export { default as CataloguePage } from '../../views/catalogue/CataloguePage';
export { default as ProductDetailPage } from '../../views/catalogue/ProductDetailPage';
export { default as PublicCataloguePage } from '../../views/catalogue/PublicCataloguePage';
