import type { ServerResponse } from "node:http";
/** Makes `res` send an answer completed within one turn of the event loop as one piece (whole-answers.mjs). */
export declare function sendWholeAnswers<T extends ServerResponse>(res: T): T;
