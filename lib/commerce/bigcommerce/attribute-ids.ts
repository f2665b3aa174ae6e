import "server-only";
import { STORE_ATTRIBUTES } from "../customer-attributes";
import { CommerceError } from "../errors";
import type { RestClient } from "./clients";
import { v3All } from "./customer-rest";

/** Our attribute id (spec 1-17, 18, 170) <-> the store's id for the attribute of the same name. */
export type AttributeIds = { toStore: Map<number, number>; fromStore: Map<number, number> };

/** A write of an attribute the store does not define: the store is set up wrong (ADR 0022), not the shopper. */
export class MissingAttributeError extends CommerceError {}

const key = (name: string) => name.trim().toLowerCase();

/** Pairs our attributes with the store's by name (case and spaces aside); ours without a namesake are left out. */
export function matchAttributes(store: { id: number; name: string }[]): AttributeIds {
  const byName = new Map(store.map((a) => [key(a.name), a.id]));
  const toStore = new Map<number, number>();
  for (const ours of STORE_ATTRIBUTES) {
    const id = byName.get(key(ours.name));
    if (id !== undefined) toStore.set(ours.id, id);
  }
  return { toStore, fromStore: new Map([...toStore].map(([ours, theirs]) => [theirs, ours])) };
}

/**
 * The store's attribute ids, read once from `GET /v3/customers/attributes` and kept for the
 * provider's life (a store renames or adds an attribute rarely: a restart picks it up). A failed
 * read is not kept, so the next call tries again.
 */
export function storeAttributeIds(rest: RestClient): () => Promise<AttributeIds> {
  let loading: Promise<AttributeIds> | null = null;
  return () => {
    loading ??= v3All<{ id: number; name: string }>(rest, "/v3/customers/attributes").then(
      matchAttributes,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}
