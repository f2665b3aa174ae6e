import { http, HttpResponse, type JsonBodyType } from "msw";
import { LANGS, type Lang } from "@/lib/i18n/locales";
import { contractIssues, type StrapiContract } from "../contracts/strapi/schemas";
import { buildStrapiStore, type StrapiDoc, type StrapiStore } from "./strapi-fixtures";
import { applyPopulate, parsePopulate, type PopulateTree } from "./strapi-populate";

/**
 * A Strapi v5 instance for msw, answering the REST API's content endpoints the way its reference
 * describes (flattened `{ data, meta }`, 404 `NotFoundError` for a single type without an entry,
 * `{ data: null, error }` bodies, pagination meta). It (a) checks the API token, (b) validates every
 * request (known endpoint, `locale` one of ours, known parameters, page size, v5 populate syntax:
 * what is not populated is not answered) and (c) checks that each body it answers matches the
 * committed schemas (tests/contracts/strapi). Problems are kept in `violations` and
 * `invalidBodies` for the tests to assert empty.
 */
export type StrapiFakeMode = "up" | "down" | "error" | "malformed";

const SINGLE = { header: true, footer: true };
const COLLECTION = { "brand-homes": true, "help-centre-entries": true, "error-promos": true };
const KNOWN_PARAM =
  /^(locale|status|populate(\[[^\]]*\])*|filters\[[^\]]+\]\[\$eq\]|sort\[\d+\]|pagination\[(page|pageSize)\]|fields\[\d+\])$/;
const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

const errorBody = (status: number, name: string, message: string) => ({
  data: null,
  error: { status, name, message, details: {} },
});

export async function createStrapiFake(options: { base?: string; token?: string } = {}) {
  const base = options.base ?? "https://cms.lumina.test";
  const token = options.token ?? "strapi-read-token-0123456789abcdef";
  const state = {
    store: await buildStrapiStore(base),
    mode: "up" as StrapiFakeMode,
    requests: [] as string[],
    violations: [] as string[],
    invalidBodies: [] as string[],
  };

  /** Answers a body, noting where it breaks the committed schema of its endpoint. */
  function answer(contract: StrapiContract, body: JsonBodyType, where: string, status = 200) {
    const issues = contractIssues(contract, body);
    if (issues.length) state.invalidBodies.push(`${where}: ${issues.slice(0, 3).join("; ")}`);
    return HttpResponse.json(body, { status });
  }

  const strapiError = (status: number, name: string, message: string) =>
    answer("error", errorBody(status, name, message), name, status);

  function invalid(message: string) {
    state.violations.push(message);
    return strapiError(400, "ValidationError", message);
  }

  function validate(type: string, params: URLSearchParams): string | null {
    for (const key of params.keys()) if (!KNOWN_PARAM.test(key)) return `unknown parameter ${key} on /api/${type}`;
    const locale = params.get("locale");
    if (!LANGS.includes(locale as Lang)) return `/api/${type} without a locale of ours (locale=${locale})`;
    const size = Number(params.get("pagination[pageSize]") ?? DEFAULT_PAGE_SIZE);
    if (!(size >= 1 && size <= MAX_PAGE_SIZE)) return `pagination[pageSize]=${size} on /api/${type}`;
    const sections = parsePopulate(params).Sections;
    if (typeof sections === "object" && sections.populate !== undefined)
      return "a dynamic zone populated with the shared strategy (Strapi 5 needs `on` fragments)";
    return null;
  }

  function single(type: keyof typeof SINGLE, lang: Lang, tree: PopulateTree) {
    const doc = state.store.single[type][lang];
    if (!doc) return strapiError(404, "NotFoundError", "Not Found");
    return answer(type, { data: applyPopulate(doc, tree), meta: {} }, `/api/${type}?locale=${lang}`);
  }

  function collection(type: keyof typeof COLLECTION, lang: Lang, params: URLSearchParams, tree: PopulateTree) {
    let docs: StrapiDoc[] = state.store.collection[type][lang];
    for (const [key, value] of params) {
      const filter = /^filters\[(\w+)\]\[\$eq\]$/.exec(key);
      if (filter) docs = docs.filter((doc) => String(doc[filter[1]!]) === value);
    }
    const sorts = [...params]
      .filter(([key]) => key.startsWith("sort["))
      .map(([, value]) => value.split(":") as [string, string?]);
    docs = [...docs].sort((a, b) => {
      for (const [field, dir] of sorts) {
        const order = String(a[field]).localeCompare(String(b[field]), "en", { numeric: true });
        if (order) return dir === "desc" ? -order : order;
      }
      return 0;
    });
    const page = Number(params.get("pagination[page]") ?? 1);
    const pageSize = Number(params.get("pagination[pageSize]") ?? DEFAULT_PAGE_SIZE);
    const data = docs.slice((page - 1) * pageSize, page * pageSize).map((doc) => applyPopulate(doc, tree));
    const meta = { pagination: { page, pageSize, pageCount: Math.ceil(docs.length / pageSize), total: docs.length } };
    return answer(type, { data, meta }, `/api/${type}?locale=${lang}`);
  }

  const handlers = [
    http.get(`${base}/api/:type`, ({ request, params: { type } }) => {
      const url = new URL(request.url);
      state.requests.push(`${url.pathname}${url.search}`);
      if (state.mode === "down") return HttpResponse.error();
      if (request.headers.get("authorization") !== `Bearer ${token}`)
        return strapiError(401, "UnauthorizedError", "Missing or invalid credentials");
      if (state.mode === "error") return strapiError(500, "InternalServerError", "Internal Server Error");
      const name = String(type);
      if (!(name in SINGLE) && !(name in COLLECTION)) return strapiError(404, "NotFoundError", "Not Found");
      const problem = validate(name, url.searchParams);
      if (problem) return invalid(problem);
      if (state.mode === "malformed")
        return HttpResponse.json(name in SINGLE ? { data: { id: 1 }, meta: {} } : { data: [{ id: 1 }], meta: {} });
      const lang = url.searchParams.get("locale") as Lang;
      const tree = parsePopulate(url.searchParams);
      return name in SINGLE
        ? single(name as keyof typeof SINGLE, lang, tree)
        : collection(name as keyof typeof COLLECTION, lang, url.searchParams, tree);
    }),
  ];

  return {
    base,
    token,
    state,
    handlers,
    /** Back to a healthy instance with the full content (tests edit the store). */
    async reset() {
      state.store = await buildStrapiStore(base);
      state.mode = "up";
      state.requests = [];
      state.violations = [];
      state.invalidBodies = [];
    },
  };
}

export type StrapiFake = Awaited<ReturnType<typeof createStrapiFake>>;
export type { StrapiStore };
