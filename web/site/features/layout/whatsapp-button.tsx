import { useEffect, useState } from "react";
import { WhatsAppIcon } from "../../../ui/brand-icons.tsx";
import { whatsappUrl } from "../../../lib/whatsapp.ts";

export const CHAT_BUTTON_DELAY_MS = 2000;

/** Floating chat button: appears 2 s after load (spec §9). */
export function WhatsAppButton({ phone }: { phone: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), CHAT_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <a
      href={whatsappUrl(phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      title="Escríbenos por WhatsApp"
      data-testid="whatsapp-button"
      className="fixed bottom-5 right-5 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg transition-transform hover:scale-105 motion-safe:animate-fade-in"
    >
      <WhatsAppIcon size={30} />
    </a>
  );
}
