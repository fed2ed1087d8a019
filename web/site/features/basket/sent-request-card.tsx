import { CircleCheck, X } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { IconButton } from "../../../ui/icon-button.tsx";
import { readSentRequest } from "./sent-request.ts";

/**
 * On the home page right after a quotation was sent: the reference and the link to its status
 * page (the toast is gone in 5 s; the mail may take longer). Closing it drops the history state,
 * so going back or reloading does not bring it again. Loaded by SentRequestNotice only then.
 */
export function SentRequestCard() {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = readSentRequest(location.state);
  if (!sent?.statusPath) return null;
  const close = () => navigate(location.pathname + location.search, { replace: true, state: null });
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <div
        role="status"
        data-testid="sent-quote-notice"
        className="flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      >
        <CircleCheck size={20} aria-hidden className="mt-0.5 shrink-0" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">Recibimos tu solicitud {sent.reference}.</p>
          <p className="mt-1">Puedes seguir su estado y responder a la cotización desde este enlace:</p>
          <Link to={sent.statusPath} className="mt-2 inline-block font-semibold underline">
            Ver estado de mi cotización
          </Link>
        </div>
        <IconButton look="notice" onClick={close} aria-label="Cerrar aviso">
          <X size={16} aria-hidden />
        </IconButton>
      </div>
    </div>
  );
}
