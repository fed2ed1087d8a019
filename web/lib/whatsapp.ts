/** The chat link (spec §2): the company number with a prefilled Spanish greeting. */
export const WHATSAPP_GREETING =
  "Hola, me gustaría recibir información sobre sus productos y servicios de automatización industrial.";

export const whatsappUrl = (phone: string, text = WHATSAPP_GREETING) =>
  `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;

/** +593 99 123 4567 style, from the digits-only configured number. */
export function displayPhone(digits: string) {
  const m = /^(593)(\d{2})(\d{3})(\d{3,4})$/.exec(digits);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]}` : `+${digits}`;
}
