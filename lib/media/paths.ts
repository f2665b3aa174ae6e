/** Where the embedded store's drawn product pictures are served (app/media/jewellery). Client-safe: no zod here. */
export const JEWELLERY_BASE_PATH = "/media/jewellery";
