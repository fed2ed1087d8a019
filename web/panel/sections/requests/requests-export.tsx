import { Download } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { exportRequests, type RequestFilters } from "./requests-api.ts";

const FORMATS = [
  { format: "csv", label: "Exportar CSV" },
  { format: "xlsx", label: "Exportar Excel" },
] as const;

/** The inbox, with the filters shown, as CSV or Excel. */
export function RequestsExport({ filters }: { filters: RequestFilters }) {
  const { busy: exporting, run } = usePanelWrite<"csv" | "xlsx">();

  function download(format: "csv" | "xlsx") {
    return run(format, () => exportRequests(filters, format), { failure: "Error al exportar las solicitudes" });
  }

  return FORMATS.map(({ format, label }) => (
    <Button
      key={format}
      variant="secondary"
      size="sm"
      icon={<Download size={14} aria-hidden />}
      loading={exporting === format}
      onClick={() => void download(format)}
    >
      {label}
    </Button>
  ));
}
