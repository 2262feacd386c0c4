/// <reference path="../pb_data/types.d.ts" />
// A search within one shop reads the shop's entries of one index and nothing else until a product
// matches (docs/catalog-search.md): `idx_products_shop_words` holds, per shop, the fields the
// search filters and sorts on (active, base price, created, title). The plain shop index made it
// read each of the shop's rows from the table to test its title, a few hundred scattered pages:
// p99 160 ms at 8 clients for two words in a shop sorted by price.

const OLD = 'CREATE INDEX idx_products_shop ON products (shop)';
const NEW = 'CREATE INDEX idx_products_shop_words ON products (shop, active, price_src, created, title)';

migrate(
  (app) => {
    const products = app.findCollectionByNameOrId('products');
    products.indexes = [...products.indexes.filter((sql) => !/idx_products_shop[^_]/.test(sql)), NEW];
    app.save(products);
  },
  (app) => {
    const products = app.findCollectionByNameOrId('products');
    products.indexes = [...products.indexes.filter((sql) => !sql.includes('idx_products_shop_words')), OLD];
    app.save(products);
  },
);
