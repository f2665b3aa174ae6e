/** The reporter lives in lib/ so that lib/http's route wrapper can report too; features and pages keep this path. */
export { reportError } from "@/lib/monitoring/report-error";
