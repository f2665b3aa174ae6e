// A preload for a hand-started `next start` (NODE_OPTIONS=--import=./scripts/lib/client-address.mjs):
// every HTTP server of the process appends the TCP peer to X-Forwarded-For before Next sees the
// request (forwarded-for.mjs). The production server, server/serve.mjs, applies the same rule
// itself and needs no preload; a production server with neither refuses to start.
import http from "node:http";
import { appendPeer, markPeerAppended } from "../../server/forwarded-for.mjs";

markPeerAppended();
const createServer = http.createServer;
http.createServer = function patchedCreateServer(...args) {
  const server = createServer.apply(this, args);
  server.prependListener("request", appendPeer);
  return server;
};
