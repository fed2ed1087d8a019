import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../ui/button.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { apiFailureMessage } from "../../kit/use-api-failure.ts";
import { exportLeads, type LeadFilters } from "./leads-api.ts";

const FORMATS = [
  { format: "csv", label: "Exportar CSV" },
  { format: "xlsx", label: "Exportar Excel" },
] as const;

/** The inbox, with the filters shown, as CSV or Excel. */
export function LeadsExport({ filters }: { filters: LeadFilters }) {
  const toast = useToast();
  const [exporting, setExporting] = useState<"csv" | "xlsx" | null>(null);

  async function download(format: "csv" | "xlsx") {
    setExporting(format);
    try {
      await exportLeads(filters, format);
    } catch (err) {
      const message = apiFailureMessage(err, "Error al exportar las solicitudes");
      if (message !== null) toast.error(message);
    } finally {
      setExporting(null);
    }
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
