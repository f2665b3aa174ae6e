import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

/**
 * The session cookie's seal: AES-256-GCM, so the value is encrypted and any change to it fails
 * the tag (signed). The key comes from SESSION_SECRET, or, on a store with none configured, from
 * a random secret the store makes once and keeps in its database (every app instance on one
 * PostgreSQL shares it). Rotating the secret signs everyone out, nothing worse.
 */
const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(t.appSecrets)
    .values({ name: "session", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: t.appSecrets.value })
    .from(t.appSecrets)
    .where(eq(t.appSecrets.name, "session"));
  return row!.value;
}

/**
 * The key of one use of the secret: the session cookie by default; other cookies (the sign-in
 * device cookie) pass their own `purpose`, so a value sealed for one is never accepted as another.
 */
export function sealKey(db: Db, purpose = "session-cookie v1"): Promise<Buffer> {
  let byPurpose = keys.get(db);
  if (!byPurpose) keys.set(db, (byPurpose = new Map()));
  let key = byPurpose.get(purpose);
  if (!key) {
    key = (async () => {
      const secret = serverEnv().SESSION_SECRET ?? (await storedSecret(db));
      return Buffer.from(hkdfSync("sha256", secret, "lumina", purpose, 32));
    })();
    key.catch(() => byPurpose.delete(purpose));
    byPurpose.set(purpose, key);
  }
  return key;
}

export function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The sealed text, or `null` when it was not sealed with this key or was changed. */
export function unseal(sealed: string, key: Buffer): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
