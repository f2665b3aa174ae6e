// `npm run staff -- <add-agent|deliver|advance> ...`: the staff entry points of a running store
// (ADR 0017), for the operator and for scripts; agents use the staff area (/{locale}/staff).
//   npm run staff -- add-agent --email huda@example.com --name "Huda"   (prints her password once)
//   npm run staff -- deliver --region sa --order 12 [--at 2026-11-01T10:00:00Z]
//   npm run staff -- advance --region sa --return 3 [--to refunded|refused] [--note "Refund 1234"]
// Every call is audited (actor "token").
// Needs STAFF_TOKEN (the server's) in the environment; STAFF_URL defaults to http://localhost:3000.
import { parseArgs } from "node:util";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    name: { type: "string" },
    region: { type: "string" },
    order: { type: "string" },
    return: { type: "string" },
    to: { type: "string" },
    note: { type: "string" },
    at: { type: "string" },
  },
});
const [action] = positionals;
const token = process.env.STAFF_TOKEN;
const base = process.env.STAFF_URL || "http://localhost:3000";
const fail = (message) => {
  console.error(`[staff] ${message}`);
  process.exit(1);
};
if (!token) fail("set STAFF_TOKEN to the server's staff token");
if (action !== "add-agent" && !values.region) fail("--region sa|ae|eg is required");

const calls = {
  "add-agent": () => ["/api/staff/agents", { email: values.email, name: values.name }],
  deliver: () => [
    "/api/staff/orders/deliver",
    { region: values.region, orderId: Number(values.order), ...(values.at && { at: values.at }) },
  ],
  advance: () => [
    "/api/staff/returns/advance",
    {
      region: values.region,
      returnId: Number(values.return),
      ...(values.to && { to: values.to }),
      ...(values.note && { note: values.note }),
    },
  ],
};
if (!calls[action])
  fail(
    "usage: npm run staff -- add-agent --email E --name N | deliver --region sa --order N | advance --region sa --return N [--to STATUS] [--note TEXT]",
  );
const [path, body] = calls[action]();
const response = await fetch(new URL(path, base), {
  method: "POST",
  headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});
const json = await response.json().catch(() => ({}));
if (!response.ok) fail(`${response.status}: ${json.error ?? response.statusText}`);
const r = json.response;
const said = {
  "add-agent": () => `agent ${r.email} added; password (shown once): ${r.password}`,
  deliver: () => `order ${r.orderId} delivered`,
  advance: () => `return ${r.number}: ${r.status} (${r.events.map((e) => e.status).join(" → ")})`,
};
console.log(said[action]());
