import type { FormEvent, ReactNode, Ref } from "react";
import { useFormAction } from "react-router";
import { preloadRequestContracts } from "./request-contracts.ts";

type Props = {
  "aria-label": string;
  "data-testid": string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  id?: string;
  ref?: Ref<HTMLFormElement>;
};

/**
 * The element of the three request forms: it posts to the page's own action, so the form works
 * before the scripts load and no personal data goes in the URL (ADR 024); the browser's own
 * validation is off because the contracts' Spanish messages speak instead, and the first touch
 * starts loading those contracts.
 */
export function RequestForm({ children, ...props }: Props) {
  return (
    <form
      {...props}
      method="post"
      action={useFormAction()}
      noValidate
      onFocus={preloadRequestContracts}
      className="relative space-y-4"
    >
      {children}
    </form>
  );
}
