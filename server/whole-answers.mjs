// An answer that is complete within one turn of the event loop leaves whole: one system call, with
// its Content-Length, compressed only above the compression threshold.
//
// Next sends a route handler's answer (a cart, a search, an error) through a stream: headers first
// (flushHeaders), then each chunk followed by a compression flush, then the end. For a 1 KB cart that
// was three to four socket writes and three zlib passes on the thread pool (gzip chose blind: the
// compression middleware applies its threshold only to a body it sees whole), about a third of the
// server's busy time with 50 shoppers changing carts. Here the response holds what it is given
// until the turn ends: when the end comes within the turn (every JSON answer), the body goes to
// `end` in one piece, so the middleware measures it and Node writes headers and body together.
// Otherwise (a streamed page) what was held is written when the turn ends and the rest streams as
// before. Only public API: this response's own methods are wrapped.

/** Makes `res` send an answer completed within one turn as one piece. */
export function sendWholeAnswers(res) {
  const { flushHeaders, write, end } = res;
  let holding = true;
  let flushAsked = false;
  let compressionFlushAsked = false;
  const held = [];

  // The turn is over and the answer goes on: send what was held and stream from now on.
  const release = () => {
    if (!holding) return;
    holding = false;
    if (flushAsked) flushHeaders.call(res);
    for (const chunk of held) write.call(res, chunk);
    if (compressionFlushAsked && typeof res.flush === "function") res.flush();
    held.length = 0;
  };

  res.flushHeaders = function heldFlushHeaders() {
    if (!holding) return flushHeaders.call(res);
    flushAsked = true;
  };
  res.write = function heldWrite(chunk, encoding, callback) {
    if (holding && chunk !== undefined && encoding === undefined && callback === undefined && !res.headersSent) {
      if (held.length === 0) setImmediate(release);
      held.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      return true;
    }
    release();
    return write.call(res, chunk, encoding, callback);
  };
  // The compression middleware's `flush` (Next calls it after each chunk) waits with the chunk.
  const flush = res.flush;
  if (typeof flush === "function") {
    res.flush = function heldFlush() {
      if (holding && held.length > 0) compressionFlushAsked = true;
      else flush.call(res);
    };
  }
  res.end = function wholeEnd(chunk, encoding, callback) {
    if (
      !holding ||
      held.length === 0 ||
      res.headersSent ||
      typeof chunk === "function" ||
      typeof encoding === "function" ||
      callback !== undefined
    ) {
      release();
      return end.call(res, chunk, encoding, callback);
    }
    holding = false;
    if (chunk !== undefined && chunk !== null)
      held.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    const body = Buffer.concat(held);
    held.length = 0;
    if (!res.hasHeader("Content-Length") && !res.hasHeader("Transfer-Encoding"))
      res.setHeader("Content-Length", body.length);
    return end.call(res, body);
  };
  return res;
}
