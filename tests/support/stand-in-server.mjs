// The production server (server/main.mjs) around a stand-in for Next's handler, run as
// its own process by server/serve.test.ts: every part but Next (request id, context,
// log line, metrics, start-up checks, SIGTERM) is the real one.
import client from "prom-client";
import { serve } from "../../server/main.mjs";
import { routesFromManifest } from "../../server/next-private.mjs";
import { requestStorage } from "../../server/request-context.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A routes manifest shaped as Next writes it (.next/routes-manifest.json). */
const routes = {
  staticRoutes: [
    {
      page: "/api/cart/addProduct",
      regex: "^/api/cart/addProduct(?:/)?$",
      routeKeys: {},
      namedRegex: "^/api/cart/addProduct(?:/)?$",
    },
    {
      page: "/api/customer/login",
      regex: "^/api/customer/login(?:/)?$",
      routeKeys: {},
      namedRegex: "^/api/customer/login(?:/)?$",
    },
    { page: "/api/ready", regex: "^/api/ready(?:/)?$", routeKeys: {}, namedRegex: "^/api/ready(?:/)?$" },
  ],
  dynamicRoutes: [
    {
      page: "/[locale]",
      regex: "^/([^/]+?)(?:/)?$",
      routeKeys: { nxtPlocale: "nxtPlocale" },
      namedRegex: "^/(?<nxtPlocale>[^/]+?)(?:/)?$",
    },
    {
      page: "/[locale]/p/[slug]",
      regex: "^/([^/]+?)/p/([^/]+?)(?:/)?$",
      routeKeys: { nxtPlocale: "nxtPlocale", nxtPslug: "nxtPslug" },
      namedRegex: "^/(?<nxtPlocale>[^/]+?)/p/(?<nxtPslug>[^/]+?)(?:/)?$",
    },
    {
      page: "/[locale]/staff/carts/[cartId]",
      regex: "^/([^/]+?)/staff/carts/([^/]+?)(?:/)?$",
      routeKeys: { nxtPlocale: "nxtPlocale", nxtPcartId: "nxtPcartId" },
      namedRegex: "^/(?<nxtPlocale>[^/]+?)/staff/carts/(?<nxtPcartId>[^/]+?)(?:/)?$",
    },
    {
      page: "/[locale]/verify-email",
      regex: "^/([^/]+?)/verify\\-email(?:/)?$",
      routeKeys: { nxtPlocale: "nxtPlocale" },
      namedRegex: "^/(?<nxtPlocale>[^/]+?)/verify\\-email(?:/)?$",
    },
  ],
};

async function handle(req, res) {
  const url = new URL(req.url, "http://stand-in");
  if (url.pathname === "/slow") {
    await sleep(Number(url.searchParams.get("ms") ?? 1000));
    res.end("slow done");
    return;
  }
  if (url.pathname === "/api/ready") {
    const draining = globalThis[Symbol.for("lumina.draining")] === true;
    res.statusCode = draining ? 503 : 200;
    res.end(draining ? "draining" : "ready");
    return;
  }
  if (url.pathname === "/metrics") {
    res.setHeader("content-type", client.register.contentType);
    res.end(await client.register.metrics());
    return;
  }
  if (url.pathname === "/throw") throw new Error("stand-in failure");
  // What the app's upstream wrapper records for a call (lib/http/upstream.ts).
  requestStorage().getStore()?.upstream.push({ circuit: "bigcommerce:sa:rest", ms: 12, outcome: "ok" });
  for await (const chunk of req) void chunk; // read the body, as a route would
  res.setHeader("content-type", "text/plain");
  res.end(`seen ${req.headers["x-forwarded-for"]}`);
}

globalThis[Symbol.for("lumina.shutdown")] = [async () => void process.stdout.write('{"msg":"shutdown hook ran"}\n')];

await serve({
  createHandler: async () => ({ handle, routes: routesFromManifest(routes).routes, close: async () => {} }),
});
