/** Sign-out for any button (account menu, account drawer): see session-client.ts. */
export { signOut } from "./session-client";
