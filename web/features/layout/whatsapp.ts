/** The chat link (spec §2): the company number with a prefilled Spanish greeting. */
export const WHATSAPP_GREETING =
  "Hola, me gustaría recibir información sobre sus productos y servicios de automatización industrial.";

export const whatsappUrl = (phone: string, text = WHATSAPP_GREETING) =>
  `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
