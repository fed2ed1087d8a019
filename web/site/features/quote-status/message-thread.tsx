import { useState, type FormEvent } from "react";
import { SubmitButton, TextAreaField } from "../request-forms/fields.tsx";
import type { QuoteStatusView } from "../../../../contracts/quote-status.ts";
import { formatShortDateTime } from "../../../lib/format.ts";
import { preloadQuoteContracts } from "./status-contracts.ts";
import type { StatusAction } from "./use-status-action.ts";

type Props = {
  messages: QuoteStatusView["messages"];
  run: (action: StatusAction, input: Record<string, unknown>) => Promise<boolean>;
  busy: StatusAction | null;
};

const who = (m: QuoteStatusView["messages"][number]) => (m.author === "customer" ? "Tú" : (m.authorName ?? "Ventas"));

/** Both sides of the conversation, oldest first, and the box to write to the salesperson. */
export function MessageThread({ messages, run, busy }: Props) {
  const [text, setText] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run("messages", { text })) setText("");
  };
  return (
    <div>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Aún no hay mensajes.</p>
      ) : (
        <ol className="space-y-2" data-testid="status-messages">
          {messages.map((m) => (
            <li
              key={m.id}
              data-author={m.author}
              className={`rounded-lg px-3 py-2 text-sm ${
                m.author === "customer"
                  ? "ml-6 bg-primary-50 dark:bg-primary-950"
                  : "mr-6 bg-slate-100 dark:bg-slate-800"
              }`}
            >
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {who(m)} · {formatShortDateTime(m.createdAt, "company")}
              </p>
              <p className="whitespace-pre-line break-words">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} onFocus={preloadQuoteContracts} className="mt-4 space-y-3">
        <TextAreaField
          id="estado-mensaje"
          label="Escribe al vendedor"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <SubmitButton sending={busy === "messages"} label="Enviar mensaje" className="w-full sm:w-auto" />
      </form>
    </div>
  );
}
