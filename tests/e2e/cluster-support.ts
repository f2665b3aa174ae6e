import { randomUUID } from "node:crypto";

/**
 * Helpers of the cluster journey (cluster.spec.ts): JSON calls that report a lost connection as
 * an answer instead of throwing, a guest's whole checkout through the API routes (retried only
 * where the route allows it), and a stream of shoppers' requests for the shutdown test.
 */
export type Answer = {
  status: number;
  servedBy: string | null;
  json: Record<string, unknown> | null;
  error: string | null;
  at: number;
};

/** A POST of JSON; status 0 with the network error when no answer came (a reset, a refused connection). */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // an HTML error page from the balancer
    }
    return {
      status: response.status,
      servedBy: response.headers.get("x-served-by"),
      json,
      error: null,
      at: Date.now(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: 0,
      servedBy: null,
      json: null,
      error: cause?.code ?? cause?.message ?? String(error),
      at: Date.now(),
    };
  }
}

export async function getPage(url: string): Promise<Answer & { text: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    return {
      status: response.status,
      servedBy: response.headers.get("x-served-by"),
      json: null,
      error: null,
      at: Date.now(),
      text,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: 0,
      servedBy: null,
      json: null,
      error: cause?.code ?? cause?.message ?? String(error),
      at: Date.now(),
      text: "",
    };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The balancer's answers when no instance could take the request, and a connection lost on the way. */
const lost = (answer: Answer) =>
  answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504;

/** Sold out: place-order's `outOfStock`, or createCart's `quantityExceeds` once nothing is left. */
export const soldOut = (answer: Answer) =>
  answer.status === 409 && (answer.json?.code === "outOfStock" || answer.json?.code === "quantityExceeds");

const ADDRESS = {
  first_name: "Noura",
  last_name: "Saleh",
  street: "12 King Fahd Road",
  city: "Riyadh",
  governorate: "riyadh",
  postal_code: "12211",
  phone: "0501234567",
};

export type CheckoutOutcome = {
  email: string;
  productId: number;
  /** The last answer: place-order's 201 placed, 200 the same order again, 409 out of stock; or createCart's 409 when nothing was left. */
  final: Answer | null;
  orderId: number | null;
  /** Answers lost on the way (the killed instance's), each followed by a retry. */
  lostAnswers: Answer[];
  answers: Answer[];
};

/**
 * A guest's checkout through the balancer: a cart with one piece (createCart), then place-order
 * with one idempotency key for every try. An answer lost to a dead instance is retried: a new
 * cart (an abandoned cart costs nothing), and place-order with the same key, which the route
 * answers with the same order if the first try had placed it (200) and places it otherwise.
 */
export async function checkout(
  origin: string,
  productId: number,
  email: string,
  onAnswer: (answer: Answer) => void = () => {},
): Promise<CheckoutOutcome> {
  const outcome: CheckoutOutcome = { email, productId, final: null, orderId: null, lostAnswers: [], answers: [] };
  const record = (answer: Answer) => {
    outcome.answers.push(answer);
    if (lost(answer)) outcome.lostAnswers.push(answer);
    onAnswer(answer);
    return answer;
  };
  let cartId: string | null = null;
  for (let attempt = 0; attempt < 8 && !cartId; attempt++) {
    const answer = record(
      await postJson(`${origin}/api/cart/createCart`, {
        region: "sa",
        locale: "en-sa",
        payload: { line_items: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    if (answer.status === 200 || answer.status === 201) cartId = String((answer.json?.response as { id: string }).id);
    else if (soldOut(answer)) {
      // The piece sold out to the others before this shopper's bag was made.
      outcome.final = answer;
      return outcome;
    } else if (!lost(answer)) throw new Error(`createCart answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    else await sleep(250);
  }
  if (!cartId) return outcome;
  const body = {
    cartId,
    region: "sa",
    locale: "en-sa",
    email,
    shipping_address: ADDRESS,
    payment_method: "cod",
    idempotencyKey: randomUUID(),
  };
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = record(await postJson(`${origin}/api/checkout/place-order`, body));
    if (lost(answer)) {
      await sleep(250);
      continue;
    }
    outcome.final = answer;
    const data = answer.json?.response as { orderId?: number } | undefined;
    outcome.orderId = answer.status === 200 || answer.status === 201 ? (data?.orderId ?? null) : null;
    break;
  }
  return outcome;
}

/**
 * Shoppers at work until `stop` resolves: each loop asks for a cached page, then makes a cart,
 * again and again, recording every answer (never retried: a reset must show).
 */
export async function shoppersUntil(
  origin: string,
  shoppers: number,
  productId: number,
  stop: Promise<void>,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let done = false;
  void stop.then(() => (done = true));
  await Promise.all(
    Array.from({ length: shoppers }, async (_, i) => {
      while (!done) {
        const page = await getPage(`${origin}/en-sa`);
        answers.push({ ...page, text: "" } as Answer);
        if (done) break;
        answers.push(
          await postJson(`${origin}/api/cart/createCart`, {
            region: "sa",
            locale: "en-sa",
            payload: { line_items: [{ product_id: productId, quantity: 1 }] },
          }),
        );
        await sleep(20 + (i % 5) * 10);
      }
    }),
  );
  return answers;
}
