import type { ErrorPromo } from "@/lib/content/types";
import type { Locale } from "@/lib/i18n/locales";
import { apiClient } from "@/lib/http/api-client";

/** Client fetcher of the content the browser asks for itself (the 500 page's brand cards), on the one `/api` client. */
const client = apiClient<string>({ messageKey: () => "errors.serverText" });

export const fetchErrorPromos = (locale: Locale) =>
  client.get<ErrorPromo[]>("/content/error-promos", { params: { locale } });
