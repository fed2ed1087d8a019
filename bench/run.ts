import { runCatalogBench } from "./catalog.bench.ts";
import { runRequestsBench } from "./requests.bench.ts";
import { runImportExportBench } from "./import-export.bench.ts";
import { runBackupBench } from "./backup.bench.ts";
import { runSearchBench } from "./search.bench.ts";
import { runQuotePdfBench } from "./quote-pdf.bench.ts";
import { runPartsListBench } from "./parts-list.bench.ts";
import { runPagesBench } from "./pages.bench.ts";
import { runMemoryBench } from "./memory.bench.ts";
import { runStartBench } from "./start.bench.ts";
import { runBundleBench } from "./bundle.bench.ts";
import { runLighthouseBench } from "./lighthouse.bench.ts";

// `npm run bench [name]`: every benchmark, or the one named.
const benches: Record<string, () => Promise<void>> = {
  catalog: runCatalogBench,
  requests: runRequestsBench,
  "import-export": runImportExportBench,
  search: runSearchBench,
  backup: runBackupBench,
  "quote-pdf": runQuotePdfBench,
  "parts-list": runPartsListBench,
  pages: runPagesBench,
  memory: runMemoryBench,
  start: runStartBench,
  bundle: runBundleBench,
  lighthouse: runLighthouseBench,
};
const only = process.argv[2];
for (const [name, run] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`=== ${name}`);
  await run();
}
