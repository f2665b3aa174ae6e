import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "./api";
import { cartCommands } from "./cart-commands";
import { SESSION_CART_DATA_KEY } from "./cart-persist";
import { selectCartCount, useCartStore } from "./cart-store";
import { GUEST_CART_KEY } from "./guest-store";
import { CART_ID, cart, line, memoryStorage } from "./test-support";

vi.mock("./api", async (original) => {
  const real = await original<typeof import("./api")>();
  return { ...real, createCart: vi.fn(), addProduct: vi.fn(), deleteProduct: vi.fn() };
});
vi.mock("./cart-sound", () => ({ playCartSound: vi.fn() }));

const mocked = vi.mocked(api);
let local: ReturnType<typeof memoryStorage>;
let session: ReturnType<typeof memoryStorage>;
const commands = () => cartCommands({ locale: "en-sa" });
const ring = [{ product_id: 12, variant_id: 34, quantity: 1 }];
const guestCopy = () => JSON.parse(local.data.get(GUEST_CART_KEY) ?? "null");
const sessionCopy = () => JSON.parse(session.data.get(SESSION_CART_DATA_KEY) ?? "null");

beforeEach(() => {
  vi.resetAllMocks();
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  useCartStore.setState({
    cartId: null,
    cart: null,
    savedAt: 0,
    loaded: null,
    status: "idle",
    ready: true,
    signedIn: false,
    customerCartId: null,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("one source: storage and the badge follow the cart store", () => {
  it("a guest's change updates the badge count, the session's id and copy and the guest copy", async () => {
    mocked.createCart.mockResolvedValue(cart([line({ quantity: 2 })]));
    await commands().add(ring);
    expect(selectCartCount(useCartStore.getState())).toBe(2);
    expect(session.data.get("cartId")).toBe(CART_ID);
    expect(sessionCopy()).toMatchObject({ cartData: { id: CART_ID, totalCount: 2 }, region: "sa" });
    expect(guestCopy()).toMatchObject({ cartId: CART_ID, cartData: { totalCount: 2 }, region: "sa", locale: "en-sa" });
    expect(Date.now() - guestCopy().timestamp).toBeLessThan(5000);

    mocked.addProduct.mockResolvedValue(cart([line({ quantity: 5 })]));
    await commands().add(ring);
    expect(selectCartCount(useCartStore.getState())).toBe(5);
    expect(sessionCopy().cartData.totalCount).toBe(5);
    expect(guestCopy().cartData.totalCount).toBe(5);
  });

  it("a signed-in customer's cart has no guest copy (she keeps it in her cart attribute)", async () => {
    useCartStore.setState({ signedIn: true });
    mocked.createCart.mockResolvedValue(cart([line()]));
    await commands().add(ring);
    expect(session.data.get("cartId")).toBe(CART_ID);
    expect(selectCartCount(useCartStore.getState())).toBe(1);
    expect(local.data.has(GUEST_CART_KEY)).toBe(false);
  });

  it("an emptied cart takes the badge, the session's id and copy and the guest copy with it", async () => {
    mocked.createCart.mockResolvedValue(cart([line()]));
    await commands().add(ring);
    mocked.deleteProduct.mockResolvedValue(null);
    await commands().remove(line().id);
    expect(selectCartCount(useCartStore.getState())).toBe(0);
    expect(session.data.has("cartId")).toBe(false);
    expect(session.data.has(SESSION_CART_DATA_KEY)).toBe(false);
    expect(local.data.has(GUEST_CART_KEY)).toBe(false);
  });

  it("clear() forgets what is stored even when the store held nothing yet", () => {
    session.setItem("cartId", CART_ID);
    local.setItem(GUEST_CART_KEY, "{}");
    commands().clear();
    expect(session.data.has("cartId")).toBe(false);
    expect(local.data.has(GUEST_CART_KEY)).toBe(false);
  });

  it("a full storage does not break a change", async () => {
    const full = () => {
      throw new Error("QuotaExceededError");
    };
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("window", {
      localStorage: { ...local, setItem: full },
      sessionStorage: { ...session, setItem: full },
    });
    mocked.createCart.mockResolvedValue(cart([line()]));
    expect((await commands().add(ring)).ok).toBe(true);
    expect(selectCartCount(useCartStore.getState())).toBe(1);
  });
});
