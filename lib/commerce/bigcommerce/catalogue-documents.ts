/**
 * The Storefront GraphQL documents of the catalogue reads, with hand-written result types.
 * `catalogue-documents.test.ts` validates every document against the committed schema snapshot
 * (tests/contracts/bigcommerce/storefront.graphql), so a build never needs a live store and a
 * document the API would refuse fails a test. Arabic texts are product metafields of the namespace
 * TRANSLATION_NAMESPACE (ADR 0021): key `name`, `description`, or a custom field's name.
 */

/** The largest page the Storefront API serves for a connection. */
export const GRAPHQL_PAGE_MAX = 50;
/** Products by entity ids are asked for 40 at a time: a listing page's size (PAGE_SIZE), one batch a page. */
export const PRODUCTS_BY_IDS_PAGE = 40;
export const TRANSLATION_NAMESPACE = "ar";
/** The width `Image.url` is asked at; `imageAtWidth` gives the other PRODUCT_IMAGE_WIDTHS. */
export const IMAGE_BASE_WIDTH = 1280;

type Connection<T> = { edges: { node: T }[] | null };
export type PagedConnection<T> = Connection<T> & { pageInfo: { hasNextPage: boolean; endCursor: string | null } };
type Money = { value: number; currencyCode: string };

export type BcImage = { url: string; altText: string };

export type BcProductCard = {
  entityId: number;
  sku: string;
  name: string;
  path: string;
  brand: { name: string; path: string } | null;
  prices: { price: Money; salePrice: Money | null; basePrice: Money | null } | null;
  inventory: {
    isInStock: boolean;
    hasVariantInventory: boolean;
    aggregated: { availableToSell: number; warningLevel: number } | null;
  };
  reviewSummary: { summationOfRatings: number; numberOfReviews: number };
  defaultImage: BcImage | null;
  images: Connection<BcImage>;
  categories: Connection<{ entityId: number; name: string; path: string }>;
  customFields: Connection<{ entityId: number; name: string; value: string }>;
  metafields: Connection<{ key: string; value: string }>;
};

export type BcVariant = {
  entityId: number;
  sku: string;
  inventory: { isInStock: boolean; aggregated: { availableToSell: number } | null } | null;
  productOptions: Connection<{ displayName: string; values?: Connection<{ label: string }> }>;
};

export type BcProduct = BcProductCard & {
  description: string;
  plainTextDescription: string;
  variants: Connection<BcVariant>;
};

/**
 * A product card's fields. Nested pages stay small: the Storefront API prices a query by the
 * connections it may return (50 products x each nested page), and refuses one that costs too much.
 */
const CARD_FIELDS = /* GraphQL */ `
  entityId
  sku
  name
  path
  brand { name path }
  prices(currencyCode: $currencyCode, includeTax: true) {
    price { value currencyCode }
    salePrice { value currencyCode }
    basePrice { value currencyCode }
  }
  inventory { isInStock hasVariantInventory aggregated { availableToSell warningLevel } }
  reviewSummary { summationOfRatings numberOfReviews }
  defaultImage { url(width: ${IMAGE_BASE_WIDTH}) altText }
  images(first: 8) { edges { node { url(width: ${IMAGE_BASE_WIDTH}) altText } } }
  categories(first: 5) { edges { node { entityId name path } } }
  customFields(first: 20) { edges { node { entityId name value } } }
  metafields(namespace: "${TRANSLATION_NAMESPACE}", first: 25) { edges { node { key value } } }
`;

export const PRODUCTS_BY_IDS = /* GraphQL */ `
  query ProductsByIds($entityIds: [Int!]!, $first: Int!, $currencyCode: currencyCode!) {
    site {
      products(entityIds: $entityIds, first: $first) { edges { node { ${CARD_FIELDS} } } }
    }
  }
`;
export type ProductsByIdsResult = { site: { products: Connection<BcProductCard> } };
export type ProductsByIdsVariables = { entityIds: number[]; first: number; currencyCode: string };

export const PRODUCTS_PAGE = /* GraphQL */ `
  query ProductsPage($first: Int!, $after: String, $currencyCode: currencyCode!) {
    site {
      products(first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        edges { node { ${CARD_FIELDS} } }
      }
    }
  }
`;
export type ProductsPageResult = { site: { products: PagedConnection<BcProductCard> } };
export type ProductsPageVariables = { first: number; after: string | null; currencyCode: string };

export const PRODUCT_PATHS_PAGE = /* GraphQL */ `
  query ProductPathsPage($first: Int!, $after: String) {
    site {
      products(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            entityId
            sku
            path
            customFields(names: ["created_at"], first: 1) {
              edges {
                node {
                  value
                }
              }
            }
          }
        }
      }
    }
  }
`;
export type BcProductPath = {
  entityId: number;
  sku: string;
  path: string;
  customFields: Connection<{ value: string }>;
};

export const PRODUCT_BY_SKU = /* GraphQL */ `
  query ProductBySku($sku: String!, $currencyCode: currencyCode!, $variants: Int!) {
    site {
      product(sku: $sku) {
        ${CARD_FIELDS}
        description
        plainTextDescription(characterLimit: 2000)
        variants(first: $variants) {
          edges {
            node {
              entityId
              sku
              inventory { isInStock aggregated { availableToSell } }
              productOptions(first: 5) {
                edges { node { displayName ... on MultipleChoiceOption { values(first: 1) { edges { node { label } } } } } }
              }
            }
          }
        }
      }
    }
  }
`;
export type ProductBySkuResult = { site: { product: BcProduct | null } };
export type ProductBySkuVariables = { sku: string; currencyCode: string; variants: number };

export const PRODUCT_PATH_BY_SKU = /* GraphQL */ `
  query ProductPathBySku($sku: String!) {
    site {
      product(sku: $sku) {
        sku
        path
      }
    }
  }
`;
export type ProductPathBySkuResult = { site: { product: { sku: string; path: string } | null } };

/** Every document, for the snapshot test. */
export const CATALOGUE_DOCUMENTS = {
  PRODUCTS_BY_IDS,
  PRODUCTS_PAGE,
  PRODUCT_PATHS_PAGE,
  PRODUCT_BY_SKU,
  PRODUCT_PATH_BY_SKU,
};
