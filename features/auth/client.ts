// features/auth in the browser; see index.ts.
export { signOut } from "./session-client";
