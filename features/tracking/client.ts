// features/tracking in the browser; see index.ts.
export { TrackingView, currentStep } from "./components/tracking-view";
