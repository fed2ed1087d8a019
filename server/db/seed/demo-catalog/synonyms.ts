/**
 * The demo's starting synonyms (ADR 031): how customers' engineers in Ecuador name what the
 * catalogue calls otherwise. Staff edit them under Administración → Sinónimos.
 */
export const DEMO_SYNONYMS: string[][] = [
  [
    "variador",
    "variador de frecuencia",
    "convertidor de frecuencia",
    "VFD",
    "drive",
    "inverter",
    "variador de velocidad",
  ],
  ["fuente", "fuente de poder", "fuente de alimentación", "power supply"],
  ["breaker", "disyuntor", "interruptor termomagnético", "magnetotérmico"],
  ["guardamotor", "protector de motor", "disyuntor de motor"],
  // 'autómata' alone stems as 'automático' does (Snowball: automat): as a phrase of this group it
  // made 'plc' find every product with a 'reset automático'. Engineers write it whole.
  ["PLC", "autómata programable", "controlador lógico programable"],
  ["HMI", "pantalla táctil", "panel de operador", "touch panel"],
  ["switch", "conmutador"],
  ["arrancador suave", "soft starter"],
];
