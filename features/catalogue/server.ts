import "server-only";

// features/catalogue on the server (ADR 0032): the tags the catalogue's cached reads carry.
export { CATALOGUE_TAG, regionCatalogueTag } from "./listing/listing-data";
