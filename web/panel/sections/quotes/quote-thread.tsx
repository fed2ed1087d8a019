import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { QUOTE_MESSAGES, QUOTE_RULES } from "../../../../contracts/quotes.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Textarea } from "../../../ui/field.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { listMessages, replyToCustomer, type ThreadMessage } from "./quotes-api.ts";

const KIND_PREFIX: Record<ThreadMessage["kind"], string> = {
  message: "",
  accepted: "Aceptó la cotización",
  rejected: "Rechazó la cotización",
  acceptance_set_aside: "Aceptación sin efecto",
};

function who(m: ThreadMessage) {
  if (m.author === "customer") return "Cliente";
  return m.authorName ?? "Equipo de ventas";
}

/**
 * The conversation with the customer (their messages, accept and reject events, our replies).
 * Opening it marks the customer's entries read, so the inbox badge goes down: `onRead` tells the list.
 */
export function QuoteThread({ quotationId, onRead }: { quotationId: number; onRead: () => void }) {
  const toast = useToast();
  const [text, setText] = useState("");
  const { busy, run } = usePanelWrite<"send">();
  const sending = busy === "send";
  // The parent's callback changes on every render of the inbox; reading the thread happens once.
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  const thread = useAdminQuery(
    String(quotationId),
    async () => {
      const m = await listMessages(quotationId);
      if (m.some((x) => x.author === "customer")) onReadRef.current();
      return m;
    },
    "Error al cargar los mensajes",
    { keepPrevious: false },
  );
  const { data: messages, error } = thread;

  async function send() {
    if (!text.trim()) {
      toast.error(QUOTE_MESSAGES.messageRequired);
      return;
    }
    // On a failure the text stays in the box for another try.
    await run("send", () => replyToCustomer(quotationId, text), {
      success: (res) => res.message ?? QUOTE_MESSAGES.messageSent,
      failure: "Error al enviar el mensaje",
      then: (res) => {
        thread.setData([...(messages ?? []), res.data]);
        setText("");
      },
    });
  }

  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : messages === null ? (
        <p className="text-sm text-slate-500">Cargando...</p>
      ) : messages.length === 0 ? (
        <p className="text-sm text-slate-500">Sin mensajes del cliente.</p>
      ) : (
        <ol className="space-y-2" data-testid="quote-thread">
          {messages.map((m) => (
            <li
              key={m.id}
              data-author={m.author}
              data-kind={m.kind}
              className={`rounded-lg p-3 text-sm ${m.author === "customer" ? "mr-8 bg-slate-100 dark:bg-slate-800" : "ml-8 bg-primary-50 dark:bg-primary-950/40"}`}
            >
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {who(m)} · {formatDateTime(m.createdAt, "company")}
              </p>
              {KIND_PREFIX[m.kind] && <p className="font-semibold">{KIND_PREFIX[m.kind]}</p>}
              <p className="whitespace-pre-wrap">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <Field label="Responder al cliente" hint="Se le envía por correo con el enlace a su cotización.">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={QUOTE_RULES.messageMax}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button size="sm" icon={<Send size={14} aria-hidden />} loading={sending} onClick={() => void send()}>
          Enviar respuesta
        </Button>
      </div>
    </div>
  );
}
