// features/pickup in the browser; see index.ts.
export { PickupAvailability } from "./components/pickup-availability";
export { PickupChoice } from "./components/lazy-pickup-choice";
