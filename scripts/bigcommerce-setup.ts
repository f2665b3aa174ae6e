// Sets up one country's BigCommerce store for the storefront (README, "Setting up a BigCommerce store"):
//
//   npm run bigcommerce:setup -- --region ae            dry run: prints what it would change
//   npm run bigcommerce:setup -- --region ae --apply    writes it
//   ... --site https://www.example.ae                   the storefront's address (else NEXT_PUBLIC_SITE_URL)
//
// Reads the country's BC_* variables like the server. Exit 1 when a step failed, 2 on wrong usage.
import { setupOptions, SetupUsageError } from "../lib/commerce/bigcommerce/setup/options";
import { formatFindings } from "../lib/commerce/bigcommerce/setup/report";
import { runSetup } from "../lib/commerce/bigcommerce/setup/run";

try {
  const options = setupOptions(process.argv.slice(2), process.env);
  console.log(
    `BigCommerce store ${options.access.storeHash} (${options.region}, channel ${options.channelId})${options.apply ? "" : ", dry run: nothing is written (add --apply)"}`,
  );
  const { findings, failed } = await runSetup(options);
  console.log(formatFindings(findings));
  if (!options.apply && findings.some((f) => f.level === "change"))
    console.log("Run again with --apply to make these changes.");
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof SetupUsageError ? 2 : 1;
}
