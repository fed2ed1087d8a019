/**
 * Stepper — − field + for a whole number. The field may hold anything while typing; the caller's
 * rules say what a text means while typed and once the field is left (Enter or blur), so the
 * product page and the basket lines share the control but keep their own rules.
 *
 *   <Stepper look="joined" value={q} onChange={setQ} min={1} readTyping={…} readLeave={…}
 *            labels={{ decrease: "Disminuir cantidad", increase: "Aumentar cantidad" }} inputId={id} />
 *
 * Props:
 *   look        "joined" (one bordered block, 44 px: the product page) | "separate" (three boxes,
 *               36 px: a basket line)
 *   readTyping  the number a text counts as at once, or null to wait for the field to be left
 *   readLeave   the number the field settles on when left (the field then shows at least 1)
 *   min?        − is disabled at it and never goes below; without it − may reach 0 (the basket
 *               removes the line)
 *   max?, maxMessage?  + is disabled at it; a larger number typed is not taken while typing and
 *               settles on `max` when the field is left, the message showing under the row
 *               from the moment it is typed
 *   labels      accessible names: decrease, increase, and optional input and group (a group
 *               label also gives the row role="group")
 *   inputId?, testIds? ({ decrease, increase, input }), className? (around the row and its note)
 * onChange is called only with a number different from `value`.
 */
import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";

export type StepperLook = "joined" | "separate";

const looks: Record<StepperLook, { row: string; step: string; input: string; icon: number }> = {
  joined: {
    row: "inline-flex items-center overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700",
    step: "inline-flex h-11 w-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:text-slate-600",
    input:
      "h-11 w-16 border-x border-slate-300 bg-white text-center text-base font-semibold text-slate-900 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-primary-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white",
    icon: 18,
  },
  separate: {
    row: "flex items-center gap-2",
    step: "inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800",
    input:
      "h-9 w-14 rounded-lg border border-slate-300 bg-white text-center font-semibold tabular-nums text-slate-900 focus:outline-none focus:ring-2 focus:ring-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-white",
    icon: 16,
  },
};

type Props = {
  look: StepperLook;
  value: number;
  onChange: (n: number) => void;
  readTyping: (raw: string) => number | null;
  readLeave: (raw: string, current: number) => number;
  min?: number;
  /** The largest value: + stops there and a larger number typed settles on it, with `maxMessage`. */
  max?: number;
  maxMessage?: string;
  labels: { decrease: string; increase: string; input?: string; group?: string };
  inputId?: string;
  testIds?: { decrease?: string; increase?: string; input?: string };
  className?: string;
};

export function Stepper({
  look,
  value,
  onChange,
  readTyping,
  readLeave,
  min,
  max,
  maxMessage,
  labels,
  inputId,
  testIds,
  className,
}: Props) {
  const l = looks[look];
  const [text, setText] = useState(String(value));
  // A number above `max` was typed: said at once, kept as typed until the field is left.
  const [over, setOver] = useState(false);
  const noteId = useId();
  useEffect(() => setText(String(value)), [value]);

  const tooMany = (n: number) => max !== undefined && n > max;
  const change = (n: number) => n !== value && onChange(n);
  const leave = (raw: string) => {
    const read = readLeave(raw, value);
    const n = tooMany(read) ? max! : read;
    setOver(tooMany(read));
    setText(String(Math.max(n, 1)));
    change(n);
  };
  const note = over && maxMessage;

  return (
    <div className={className}>
      <div className={l.row} role={labels.group ? "group" : undefined} aria-label={labels.group}>
        <button
          type="button"
          className={l.step}
          aria-label={labels.decrease}
          disabled={min !== undefined && value <= min}
          onClick={() => {
            setOver(false);
            change(min === undefined ? value - 1 : Math.max(min, value - 1));
          }}
          data-testid={testIds?.decrease}
        >
          <Minus size={l.icon} aria-hidden />
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          value={text}
          aria-label={labels.input}
          aria-invalid={note ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const n = readTyping(e.target.value);
            setOver(n !== null && tooMany(n));
            if (n !== null && !tooMany(n)) change(n);
          }}
          onBlur={(e) => leave(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && leave(e.currentTarget.value)}
          className={l.input}
          data-testid={testIds?.input}
        />
        <button
          type="button"
          className={l.step}
          aria-label={labels.increase}
          disabled={max !== undefined && value >= max}
          onClick={() => change(value + 1)}
          data-testid={testIds?.increase}
        >
          <Plus size={l.icon} aria-hidden />
        </button>
      </div>
      {note && (
        <p
          id={noteId}
          role="status"
          className="mt-1 max-w-56 text-sm text-red-700 dark:text-red-400"
          data-testid="quantity-limit"
        >
          {note}
        </p>
      )}
    </div>
  );
}
