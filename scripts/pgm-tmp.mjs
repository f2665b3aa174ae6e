import { PGlite } from "@electric-sql/pglite";
const mb = (n) => Math.round(n / 1048576);
const show = (l) => { const m = process.memoryUsage(); console.log(l, "rss", mb(m.rss), "external", mb(m.external), "arrayBuffers", mb(m.arrayBuffers)); };
show("start");
const db = new PGlite("/work/main/.data/bench/" + (process.argv[2] || ""), { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] });
await db.waitReady; show("ready");
await db.query("select count(*) from products"); show("query");
const r = await db.query("show work_mem"); const r2 = await db.query("show shared_buffers"); console.log(r.rows, r2.rows);
