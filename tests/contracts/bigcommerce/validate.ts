import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { Ajv, type ValidateFunction, type ErrorObject } from "ajv";
import addFormatsModule from "ajv-formats";
import {
  GraphQLError,
  Kind,
  buildSchema,
  getVariableValues,
  parse as parseGraphQL,
  validate as validateGraphQL,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";

/**
 * The BigCommerce contract kit: the vendor's published OpenAPI documents and the Storefront GraphQL
 * schema snapshot in this folder (README.md says where each comes from), read once, and validators
 * built from them. Tests and the msw fake store use it to prove that what an adapter sends, and
 * what the fake answers, is what the vendor documents.
 *
 * - Operations are named by method and path with the API version: `POST /v3/carts`,
 *   `GET /v2/orders/{order_id}/products`, or found from a concrete URL with `findOperation`.
 * - Request bodies are checked against the document's schema plus, because the published schemas
 *   leave out constraints their own prose states, a few cited rules (RULES below); a request body
 *   may not carry a property the document does not define where the schema lists its properties
 *   (a `lineItems` for `line_items` would otherwise pass, the documents rarely close their objects).
 * - Response bodies are checked against the schema of the documented status; a status the
 *   operation does not document is checked against the document's error envelope.
 * - OpenAPI 3.0 dialect is converted for ajv: `nullable`, boolean `exclusiveMinimum/Maximum`,
 *   `readOnly` properties are not required in requests nor `writeOnly` ones in responses; `oneOf`
 *   reads as `anyOf` (the documents' branches overlap);
 *   `discriminator`, `example`, `x-*` are annotations (ajv strict mode off); the documents' own
 *   format names that are not JSON Schema formats (`url`, `ISO-4217`, ...) are not checked.
 */

const DIR = fileURLToPath(new URL(".", import.meta.url));

export const DOCUMENTS = {
  carts: { file: "carts.v3.yml", version: "v3" },
  checkouts: { file: "checkouts.v3.yml", version: "v3" },
  customers: { file: "customers.v3.yml", version: "v3" },
  orders: { file: "orders.v2.oas2.yml", version: "v2" },
  wishlists: { file: "wishlists.v3.yml", version: "v3" },
  payments: { file: "accepted-methods_payments.v3.yml", version: "v3" },
  locations: { file: "locations.v3.yml", version: "v3" },
  inventory: { file: "inventory.v3.yml", version: "v3" },
  pickupMethods: { file: "pickup_methods.v3.yml", version: "v3" },
} as const;
export type ApiName = keyof typeof DOCUMENTS;
export const STOREFRONT_SCHEMA_FILE = "storefront.graphql";

/** Where the Management API lives; `{store_hash}` is each country's store. Same as the documents' `servers`. */
export const MANAGEMENT_API_ORIGIN = "https://api.bigcommerce.com";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
type Method = Uppercase<(typeof METHODS)[number]>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Schema = JsonObject;

export interface Operation {
  /** `POST /v3/carts/{cartId}/items` */
  key: string;
  api: ApiName;
  method: Method;
  /** The path as the document writes it, without the version: `/carts/{cartId}/items`. */
  template: string;
  operationId: string;
  /** JSON pointer of the operation object in its document. */
  pointer: string;
}

export interface MatchedOperation extends Operation {
  storeHash: string;
  pathParams: Record<string, string>;
}

/** Thrown by the assert* helpers: every message says where in the body and what the document wanted. */
export class ContractViolation extends Error {
  constructor(
    readonly what: string,
    readonly errors: string[],
  ) {
    super(`${what} breaks the vendor's contract:\n  - ${errors.join("\n  - ")}`);
    this.name = "ContractViolation";
  }
}

/**
 * Constraints the operations' own descriptions state that their published schemas leave out, kept
 * apart from the vendored documents (never edited). Checked on requests together with the schema.
 */
export const RULES: Record<string, { schema: Schema; source: string }> = {
  "POST /v3/carts": {
    source:
      "carts.v3.yml createCart: 'A cart can be created by adding an existing catalog item or a custom item'; cart_PostVariant's `required: [quantity, product_id]` is indented under gift_wrapping in the document",
    schema: {
      anyOf: [
        { required: ["line_items"], properties: { line_items: { minItems: 1 } } },
        { required: ["custom_items"], properties: { custom_items: { minItems: 1 } } },
        { required: ["gift_certificates"], properties: { gift_certificates: { minItems: 1 } } },
      ],
      properties: {
        line_items: { items: { required: ["quantity", "product_id"], properties: { quantity: { minimum: 1 } } } },
      },
    },
  },
  "POST /v3/carts/{cartId}/items": {
    source: "carts.v3.yml addCartLineItems: same line item shapes as createCart (see POST /v3/carts)",
    schema: {
      anyOf: [{ required: ["line_items"] }, { required: ["custom_items"] }, { required: ["gift_certificates"] }],
      properties: {
        line_items: {
          minItems: 1,
          items: { required: ["quantity", "product_id"], properties: { quantity: { minimum: 1 } } },
        },
      },
    },
  },
  "PUT /v3/carts/{cartId}/items/{itemId}": {
    source:
      "carts.v3.yml updateCartLineItem: 'only updating list_price and quantity are supported' on the line_item (cart_PostVariant / cart_PostModifier)",
    schema: {
      required: ["line_item"],
      properties: { line_item: { required: ["quantity", "product_id"], properties: { quantity: { minimum: 0 } } } },
    },
  },
};

/** Parameters whose published schema contradicts the parameter's own description: the description wins. */
export const PARAMETER_RULES: Record<string, Record<string, { schema: Schema; source: string }>> = {
  "GET /v2/orders": {
    sort: {
      source:
        "orders.v2.oas2.yml parameter sort: 'add `:asc` or `:desc` to the end ... e.g., `sort=date_created:desc`' (its enum lists the bare fields only)",
      schema: {
        type: "string",
        pattern: "^(id|customer_id|date_created|date_modified|status_id|channel_id|external_id)(:(asc|desc))?$",
      },
    },
  },
  "GET /v3/inventory/locations/{location_id}/items": {
    "variant_id:in": {
      source:
        "inventory.v3.yml parameter variant_id:in: 'List of `variant_id` separated by comma' (its schema types it as one integer)",
      // One id is read as the integer the schema names; several as the list the description gives.
      schema: {
        anyOf: [
          { type: "integer", minimum: 1 },
          { type: "string", pattern: "^[1-9][0-9]*(,[1-9][0-9]*)+$" },
        ],
      },
    },
  },
};

/**
 * Answers the live API gives that an operation's document does not list, each with why it is
 * expected; validated as "no body".
 */
export const UNDOCUMENTED_ANSWERS: Record<string, { statuses: number[]; source: string }> = {
  "PUT /v3/carts/{cartId}/items/{itemId}": {
    statuses: [204],
    source:
      "carts.v3.yml updateCartLineItem: 'Deleting all line items from the cart will invalidate the cart' (quantity 0 removes the line; the last one leaves no cart, as deleteCartLineItem's 204 says)",
  },
  "GET /v2/orders": { statuses: [204], source: "the v2 API answers a collection with no match with 204 No Content" },
  "GET /v2/orders/{order_id}/shipping_addresses": {
    statuses: [204],
    source:
      "an order collected in store has no shipping address (its consignment is a pickup); " +
      "the v2 API answers an empty collection with 204 No Content",
  },
};

/** The v2 error envelope as the live API sends it (`[{status, message}]`); the v2 document publishes none. */
const V2_ERROR_SCHEMA: Schema = {
  type: "array",
  items: {
    type: "object",
    required: ["status", "message"],
    properties: { status: { type: "integer" }, message: { type: "string" } },
  },
};

// ---------------------------------------------------------------------------------------------
// Loading and converting the documents

interface LoadedDoc {
  api: ApiName;
  raw: JsonObject;
  operations: Operation[];
}

const docs = new Map<ApiName, LoadedDoc>();
let ajvInstance: Ajv | undefined;
const registered = new Set<string>();
const compiled = new Map<string, ValidateFunction>();

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const escapePointer = (s: string) => s.replaceAll("~", "~0").replaceAll("/", "~1");
const unescapePointer = (s: string) => s.replaceAll("~1", "/").replaceAll("~0", "~");

function ajv(): Ajv {
  if (!ajvInstance) {
    // unicodeRegExp off: checkouts.v3.yml's phone pattern (`\d{1-5}`) is no valid `u` expression.
    ajvInstance = new Ajv({
      strict: false,
      allErrors: true,
      validateSchema: false,
      logger: false,
      unicodeRegExp: false,
    });
    // ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
    const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
      addFormatsModule) as typeof addFormatsModule;
    addFormats(ajvInstance);
  }
  return ajvInstance;
}

function document(api: ApiName): LoadedDoc {
  let doc = docs.get(api);
  if (doc) return doc;
  const raw = parseYaml(readFileSync(`${DIR}${DOCUMENTS[api].file}`, "utf8")) as JsonObject;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries((raw.paths ?? {}) as JsonObject)) {
    if (!isObject(item)) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      const method = m.toUpperCase() as Method;
      operations.push({
        key: `${method} /${DOCUMENTS[api].version}${template}`,
        api,
        method,
        template,
        operationId: String(op.operationId ?? ""),
        pointer: `/paths/${escapePointer(template)}/${m}`,
      });
    }
  }
  doc = { api, raw, operations };
  docs.set(api, doc);
  return doc;
}

/** The document rewritten for ajv; `mode` decides which of readOnly/writeOnly properties stop being required. */
function convert(node: Json, mode: "request" | "response", formats: Set<string>): Json {
  if (Array.isArray(node)) return node.map((n) => convert(n, mode, formats));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = convert(v, mode, formats);
  if (typeof out.format === "string") formats.add(out.format);
  for (const [bound, exclusive] of [
    ["minimum", "exclusiveMinimum"],
    ["maximum", "exclusiveMaximum"],
  ] as const) {
    if (typeof out[exclusive] !== "boolean") continue;
    if (out[exclusive] && typeof out[bound] === "number") {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  if (Array.isArray(out.required) && isObject(out.properties)) {
    const props = out.properties;
    const hidden = mode === "request" ? "readOnly" : "writeOnly";
    out.required = out.required.filter(
      (name) => !(typeof name === "string" && isObject(props[name]) && props[name][hidden] === true),
    );
  }
  // The documents' oneOf branches are never closed, so a body often fits two of them (a cart line
  // is both "Item with variant" and "Item with modifier"): read oneOf as anyOf.
  if (Array.isArray(out.oneOf)) {
    if (out.anyOf) out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { anyOf: out.oneOf }];
    else out.anyOf = out.oneOf;
    delete out.oneOf;
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === "string") {
      out.type = [out.type, "null"];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    } else return { anyOf: [out, { type: "null" }] };
  } else delete out.nullable;
  return out;
}

function schemaId(api: ApiName, mode: "request" | "response") {
  const id = `${api}.${mode}`;
  if (!registered.has(id)) {
    const formats = new Set<string>();
    const converted = convert(document(api).raw, mode, formats) as JsonObject;
    const a = ajv();
    for (const f of formats) if (!a.formats[f]) a.addFormat(f, true);
    a.addSchema(converted, id);
    registered.add(id);
  }
  return id;
}

function pointerGet(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const part of pointer.split("/").slice(1)) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[unescapePointer(part)];
    else return undefined;
  }
  return node;
}

/** Follows `$ref`s of non-schema objects (parameters, request bodies, responses) to the object and its pointer. */
function follow(api: ApiName, pointer: string): { value: Json | undefined; pointer: string } {
  const raw = document(api).raw;
  let value = pointerGet(raw, pointer);
  for (
    let hops = 0;
    isObject(value) && typeof value.$ref === "string" && value.$ref.startsWith("#/") && hops < 20;
    hops++
  ) {
    pointer = value.$ref.slice(1);
    value = pointerGet(raw, pointer);
  }
  return { value, pointer };
}

function compile(api: ApiName, mode: "request" | "response", pointer: string, extra?: Schema): ValidateFunction {
  const cacheKey = `${api}.${mode}#${pointer}${extra ? `+${JSON.stringify(extra)}` : ""}`;
  let fn = compiled.get(cacheKey);
  if (!fn) {
    const ref: Schema = { $ref: `${schemaId(api, mode)}#${pointer}` };
    fn = ajv().compile(extra ? { allOf: [ref, extra] } : ref);
    compiled.set(cacheKey, fn);
  }
  return fn;
}

/** A schema of the kit's own (not in a document), compiled once under `key`. */
function cached(key: string, schema: Schema): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) compiled.set(key, (fn = ajv().compile(schema)));
  return fn;
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    const where = e.instancePath || "(body)";
    const detail =
      e.keyword === "enum" ? ` ${JSON.stringify((e.params as { allowedValues: unknown }).allowedValues)}` : "";
    seen.add(`${where} ${e.message ?? e.keyword}${detail}`);
  }
  return [...seen];
}

// ---------------------------------------------------------------------------------------------
// Operations

const allApis = Object.keys(DOCUMENTS) as ApiName[];

/** The operation named `METHOD /vN/path-template`, e.g. `PUT /v3/customers/attribute-values`. */
export function operation(key: string): Operation {
  const [method, path] = key.trim().split(/\s+/, 2);
  const wanted = `${method?.toUpperCase()} ${path}`;
  for (const api of allApis) {
    const found = document(api).operations.find((o) => o.key === wanted);
    if (found) return found;
  }
  throw new Error(`No vendored document defines ${wanted}`);
}

/** The operation a concrete Management API URL calls, with its store hash and path parameters. */
export function findOperation(method: string, url: string | URL): MatchedOperation | undefined {
  const u = typeof url === "string" ? new URL(url) : url;
  const m = /^\/stores\/([^/]+)\/(v2|v3)(\/.*)$/.exec(u.pathname);
  if (u.origin !== MANAGEMENT_API_ORIGIN || !m) return undefined;
  const [, storeHash, version, rest] = m as unknown as [string, string, string, string];
  const path = rest.replace(/\/$/, "");
  let best: MatchedOperation | undefined;
  let bestLiterals = -1;
  for (const api of allApis) {
    if (DOCUMENTS[api].version !== version) continue;
    for (const op of document(api).operations) {
      if (op.method !== method.toUpperCase()) continue;
      const names: string[] = [];
      const pattern = op.template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{([^}]+)\}/g, (_, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
      const hit = new RegExp(`^${pattern}$`).exec(path);
      if (!hit) continue;
      // A literal segment beats a parameter: `/carts/settings` is not the cart called "settings".
      const literals = op.template.split("/").filter((s) => s && !s.startsWith("{")).length;
      if (literals <= bestLiterals) continue;
      const pathParams = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(hit[i + 1] ?? "")]));
      best = { ...op, storeHash, pathParams };
      bestLiterals = literals;
    }
  }
  return best;
}

function jsonSchemaPointer(op: Operation, what: "request" | { status: number }): string | undefined {
  const opObject = follow(op.api, op.pointer);
  if (what === "request") {
    const body = follow(op.api, `${opObject.pointer}/requestBody`);
    if (!isObject(body.value)) return undefined;
    const content = isObject(body.value.content) ? body.value.content : {};
    const media = Object.keys(content).find((t) => t.includes("json"));
    return media ? `${body.pointer}/content/${escapePointer(media)}/schema` : undefined;
  }
  const responses = pointerGet(document(op.api).raw, `${opObject.pointer}/responses`);
  if (!isObject(responses)) return undefined;
  const code = [String(what.status), `${String(what.status)[0]}XX`, "default"].find((c) => c in responses);
  if (!code) return undefined;
  const response = follow(op.api, `${opObject.pointer}/responses/${code}`);
  if (!isObject(response.value)) return undefined;
  const content = isObject(response.value.content) ? response.value.content : {};
  const media = Object.keys(content).find((t) => t.includes("json"));
  return media ? `${response.pointer}/content/${escapePointer(media)}/schema` : "";
}

function resolveOp(op: string | Operation): Operation {
  return typeof op === "string" ? operation(op) : op;
}

/** Errors of a request body against operation `op` (empty when it conforms). */
export function validateRequestBody(op: string | Operation, body: unknown): string[] {
  const o = resolveOp(op);
  const pointer = jsonSchemaPointer(o, "request");
  if (pointer === undefined) return body === undefined || body === null ? [] : [`${o.key} takes no request body`];
  if (body === undefined) {
    const requestBody = follow(o.api, `${follow(o.api, o.pointer).pointer}/requestBody`).value;
    return isObject(requestBody) && requestBody.required === true ? [`${o.key} needs a JSON body`] : [];
  }
  const validate = compile(o.api, "request", pointer, RULES[o.key]?.schema);
  const errors = validate(body) ? [] : formatErrors(validate.errors);
  return [...errors, ...undeclaredProperties(o.api, pointer, body as Json)];
}

/** Errors of a response body for operation `op` answering `status` (empty when it conforms). */
export function validateResponseBody(op: string | Operation, status: number, body: unknown): string[] {
  const o = resolveOp(op);
  const empty = body === undefined || body === null || body === "";
  if (UNDOCUMENTED_ANSWERS[o.key]?.statuses.includes(status))
    return empty ? [] : [`${o.key} ${status} comes without a body`];
  const pointer = jsonSchemaPointer(o, { status });
  // An error documented without a schema ("404: Cart not found.") still carries the error envelope.
  if (pointer === "" && (empty || status < 400))
    return empty ? [] : [`${o.key} ${status} is documented without a body`];
  if (!pointer) {
    if (status < 400) return [`${o.key} does not document a ${status} answer`];
    return validateErrorEnvelope(o.api, body);
  }
  const validate = compile(o.api, "response", pointer);
  return validate(body) ? [] : formatErrors(validate.errors);
}

/** An error answer no operation documents for its status: the document's error envelope (v3) or the v2 one. */
export function validateErrorEnvelope(api: ApiName, body: unknown): string[] {
  if (DOCUMENTS[api].version === "v2") {
    const fn = cached("v2-error", V2_ERROR_SCHEMA);
    return fn(body) ? [] : formatErrors(fn.errors);
  }
  const owner: ApiName = isObject(pointerGet(document(api).raw, "/components/schemas/ErrorResponse")) ? api : "carts";
  const validate = compile(owner, "response", "/components/schemas/ErrorResponse", {
    type: "object",
    required: ["status", "title"],
  });
  return validate(body) ? [] : formatErrors(validate.errors);
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  style?: string;
  explode?: boolean;
  pointer: string;
  schema?: Schema;
}

function parameters(o: Operation): Parameter[] {
  const opPointer = follow(o.api, o.pointer).pointer;
  const itemPointer = opPointer.slice(0, opPointer.lastIndexOf("/"));
  const out = new Map<string, Parameter>();
  for (const base of [itemPointer, opPointer]) {
    const list = pointerGet(document(o.api).raw, `${base}/parameters`);
    if (!Array.isArray(list)) continue;
    list.forEach((_, i) => {
      const p = follow(o.api, `${base}/parameters/${i}`);
      if (!isObject(p.value) || typeof p.value.name !== "string" || typeof p.value.in !== "string") return;
      out.set(`${p.value.in}:${p.value.name}`, {
        name: p.value.name,
        in: p.value.in,
        required: p.value.required === true,
        style: typeof p.value.style === "string" ? p.value.style : undefined,
        explode: typeof p.value.explode === "boolean" ? p.value.explode : undefined,
        pointer: p.pointer,
        schema: isObject(p.value.schema) ? p.value.schema : undefined,
      });
    });
  }
  return [...out.values()];
}

function resolveSchema(api: ApiName, schema: Json | undefined): Schema | undefined {
  let s = schema;
  for (let hops = 0; isObject(s) && typeof s.$ref === "string" && hops < 20; hops++)
    s = pointerGet(document(api).raw, s.$ref.slice(1));
  return isObject(s) ? s : undefined;
}

/** A query string value as the parameter's schema types it (`style: form`, `explode` as documented). */
function coerce(api: ApiName, p: Parameter, values: string[]): Json {
  const schema = resolveSchema(api, p.schema);
  const scalar = (v: string, s: Schema | undefined): Json => {
    const type = s?.type;
    if ((type === "integer" || type === "number") && v.trim() !== "" && !Number.isNaN(Number(v))) return Number(v);
    if (type === "boolean" && (v === "true" || v === "false")) return v === "true";
    return v;
  };
  if (schema?.type === "array") {
    const items = resolveSchema(api, schema.items);
    const explode = p.explode ?? (p.style ?? "form") === "form";
    const list = explode && values.length > 1 ? values : values.flatMap((v) => v.split(","));
    return list.map((v) => scalar(v, items));
  }
  return scalar(values.at(-1) ?? "", schema);
}

/** Errors of a request's query string and path parameters against operation `op`. */
export function validateParameters(
  op: string | Operation,
  query: URLSearchParams,
  pathParams: Record<string, string> = {},
): string[] {
  const o = resolveOp(op);
  const params = parameters(o);
  const errors: string[] = [];
  for (const name of new Set(query.keys())) {
    // `key:in` filters (`date_created:min`) are the documents' own spelling of one parameter.
    if (!params.some((p) => p.in === "query" && p.name === name))
      errors.push(`query parameter "${name}" is not one ${o.key} defines`);
  }
  for (const p of params) {
    if (p.in !== "query" && p.in !== "path") continue;
    const values = p.in === "query" ? query.getAll(p.name) : p.name in pathParams ? [pathParams[p.name]!] : [];
    if (values.length === 0) {
      if (p.required && p.in === "query") errors.push(`query parameter "${p.name}" is required`);
      continue;
    }
    const override = PARAMETER_RULES[o.key]?.[p.name];
    if (!p.schema && !override) continue;
    const validate = override
      ? cached(`${o.key} ${p.name}`, override.schema)
      : compile(o.api, "request", `${p.pointer}/schema`);
    if (!validate(coerce(o.api, p, values)))
      for (const e of formatErrors(validate.errors))
        errors.push(`${p.in} parameter "${p.name}"${e.replace("(body)", "")}`);
  }
  return errors;
}

/**
 * Properties of a request body that the schema at `pointer` does not define, where the schema
 * lists its properties and allows no others (all branches of allOf/anyOf/oneOf counted).
 */
function undeclaredProperties(api: ApiName, pointer: string, body: Json): string[] {
  const out: string[] = [];
  const branches = (schema: Json | undefined, acc: Schema[] = [], depth = 0): Schema[] => {
    const s = resolveSchema(api, schema);
    if (!s || depth > 20 || acc.includes(s)) return acc;
    acc.push(s);
    for (const k of ["allOf", "anyOf", "oneOf"] as const) {
      const list = s[k];
      if (Array.isArray(list)) for (const b of list) branches(b, acc, depth + 1);
    }
    return acc;
  };
  const walk = (schemas: Json[], value: Json, path: string) => {
    const all = schemas.flatMap((s) => branches(s));
    if (Array.isArray(value)) {
      const items = all.map((s) => s.items).filter((i): i is Json => i !== undefined);
      if (items.length) value.forEach((v, i) => walk(items, v, `${path}/${i}`));
      return;
    }
    if (!isObject(value)) return;
    const declared = new Map<string, Json[]>();
    let open = false;
    for (const s of all) {
      if ((s.additionalProperties !== undefined && s.additionalProperties !== false) || s.patternProperties)
        open = true;
      if (isObject(s.properties))
        for (const [k, v] of Object.entries(s.properties)) declared.set(k, [...(declared.get(k) ?? []), v]);
    }
    if (declared.size === 0) return;
    for (const [k, v] of Object.entries(value)) {
      const sub = declared.get(k);
      if (sub) walk(sub, v, `${path}/${k}`);
      else if (!open) out.push(`${path}/${k} is not a property the document defines`);
    }
  };
  walk([pointerGet(document(api).raw, pointer) ?? {}], body, "");
  return out;
}

export function assertRequestBody(op: string | Operation, body: unknown): void {
  const errors = validateRequestBody(op, body);
  if (errors.length) throw new ContractViolation(`The request body of ${resolveOp(op).key}`, errors);
}

export function assertResponseBody(op: string | Operation, status: number, body: unknown): void {
  const errors = validateResponseBody(op, status, body);
  if (errors.length) throw new ContractViolation(`The ${status} answer of ${resolveOp(op).key}`, errors);
}

/** The documents' own examples of an operation's request body or response, by name (the first when unnamed). */
export function documentedExamples(
  op: string | Operation,
  what: "request" | { status: number },
): Record<string, unknown> {
  const o = resolveOp(op);
  const schemaPointer = jsonSchemaPointer(o, what);
  if (!schemaPointer) return {};
  const media = pointerGet(document(o.api).raw, schemaPointer.slice(0, -"/schema".length));
  if (!isObject(media)) return {};
  const out: Record<string, unknown> = {};
  if (media.example !== undefined) out.example = media.example;
  if (isObject(media.examples))
    for (const [name, ex] of Object.entries(media.examples)) {
      const e = resolveSchema(o.api, ex);
      if (e && e.value !== undefined) out[name] = e.value;
    }
  return out;
}

// ---------------------------------------------------------------------------------------------
// GraphQL Storefront API

let storefront: GraphQLSchema | undefined;

/** The Storefront API schema from the committed snapshot. */
export function storefrontSchema(): GraphQLSchema {
  storefront ??= buildSchema(readFileSync(`${DIR}${STOREFRONT_SCHEMA_FILE}`, "utf8"));
  return storefront;
}

/** Errors of a document against the snapshot (syntax errors included), like the live API's validation. */
export function validateStorefrontDocument(document: string | DocumentNode): readonly GraphQLError[] {
  let ast: DocumentNode;
  try {
    ast = typeof document === "string" ? parseGraphQL(document) : document;
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
  }
  return validateGraphQL(storefrontSchema(), ast);
}

/** Errors of a whole Storefront request: the document, the operation chosen, and its variables' types. */
export function validateStorefrontRequest(request: {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}): readonly GraphQLError[] {
  const errors = validateStorefrontDocument(request.query);
  if (errors.length) return errors;
  const ast = parseGraphQL(request.query);
  const operations = ast.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = request.operationName
    ? operations.find((o) => o.name?.value === request.operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!chosen)
    return [
      new GraphQLError(
        request.operationName
          ? `Unknown operation named "${request.operationName}".`
          : "Must provide operation name if query contains multiple operations.",
      ),
    ];
  const coerced = getVariableValues(storefrontSchema(), chosen.variableDefinitions ?? [], request.variables ?? {});
  return coerced.errors ?? [];
}
