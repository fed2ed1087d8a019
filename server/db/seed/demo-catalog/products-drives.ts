import { A } from "./applications.ts";
import { C } from "./taxonomy.ts";
import type { BrandSlug, DemoProductInput } from "./types.ts";

/**
 * Drive ranges are written as one series definition plus one line per rating; the products are
 * expanded from them, so every size of a range reads the same way.
 */
type Rating = {
  sku: string;
  kw: string;
  amps: string;
  frame: string;
  stock: number | null;
  /** Overrides for single-phase sizes, discontinued items, discounts… */
  extra?: Partial<DemoProductInput>;
};

type Series = {
  brand: BrandSlug;
  series: string;
  subcategory: "Uso general" | "Bombas y ventiladores" | "Alto rendimiento";
  /** "Variador SINAMICS G120C" → "Variador SINAMICS G120C 5.5 kW, 380-480 VAC" */
  title: string;
  summary: string;
  voltaje: string;
  alimentacion: string;
  comunicacion: string;
  /** Price in USD = base + perKw × kW, rounded to 5. */
  base: number;
  perKw: number;
  frames: Record<string, { weight: string; dimensions: string }>;
  features?: string[];
  applications?: string[];
  accessories?: string[];
  ratings: Rating[];
};

const hp = (kw: number) => {
  const v = kw / 0.746;
  return v < 1 ? v.toFixed(1) : String(Math.round(v));
};

function expand(s: Series): DemoProductInput[] {
  return s.ratings.map((r, i) => {
    const kw = Number(r.kw);
    const voltaje = r.extra?.voltaje ?? s.voltaje;
    const price = (Math.round((s.base + s.perKw * kw) / 5) * 5).toFixed(2);
    const bigger = s.ratings[i + 1];
    const frame = s.frames[r.frame];
    return {
      sku: r.sku,
      name: `${s.title} ${r.kw} kW (${hp(kw)} HP), ${voltaje}`,
      brand: s.brand,
      category: C.drives,
      subcategory: s.subcategory,
      series: s.series,
      description: `${s.summary} Potencia nominal de ${r.kw} kW (${hp(kw)} HP) con corriente de salida de ${r.amps}, alimentación ${voltaje}, tamaño ${r.frame}.`,
      price,
      stock: r.stock,
      min_stock: kw <= 4 ? 2 : 1,
      weight: frame.weight,
      dimensions: frame.dimensions,
      potencia_kw: r.kw,
      corriente: r.amps,
      voltaje,
      frame_size: r.frame,
      comunicacion: s.comunicacion,
      alimentacion: s.alimentacion,
      features: s.features,
      applications: s.applications,
      accessories: s.accessories,
      related: bigger ? [{ sku: bigger.sku, type: "Mayor potencia" as const }] : [],
      ...r.extra,
    };
  });
}

const MONO_230 = { voltaje: "200-240 VAC", alimentacion: "Monofásica" };

const SERIES: Series[] = [
  {
    brand: "siemens",
    series: "SINAMICS G120C",
    subcategory: "Uso general",
    title: "Variador SINAMICS G120C",
    summary:
      "Variador compacto SINAMICS G120C con PROFINET integrado, control vectorial sin encoder y Safe Torque Off de serie. Se configura en minutos con el panel BOP-2 o con Startdrive en TIA Portal.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "PROFINET",
    base: 380,
    perKw: 95,
    frames: {
      FSAA: { weight: "1.3 kg", dimensions: "73 x 173 x 155 mm" },
      FSA: { weight: "1.7 kg", dimensions: "100 x 196 x 225 mm" },
      FSB: { weight: "2.3 kg", dimensions: "140 x 196 x 226 mm" },
      FSC: { weight: "4.4 kg", dimensions: "183 x 295 x 226 mm" },
    },
    features: [
      "PROFINET y EtherNet/IP integrados",
      "Safe Torque Off (STO) SIL 2 de serie",
      "Control vectorial sin encoder para par elevado a baja velocidad",
      "Montaje lado a lado sin separación",
      "Modo de ahorro de energía ECO",
    ],
    applications: [A.conveyors, A.packaging, A.food],
    accessories: ["6SL3255-0AA00-4CA1", "6SL3255-0AA00-4JA2", "6SL3201-0BE14-3AA0", "6ES7954-8LE03-0AA0"],
    ratings: [
      { sku: "6SL3210-1KE12-3UF2", kw: "0.75", amps: "2.2 A", frame: "FSAA", stock: 8 },
      { sku: "6SL3210-1KE14-3UF2", kw: "1.5", amps: "4.1 A", frame: "FSAA", stock: 10 },
      { sku: "6SL3210-1KE15-8UF2", kw: "2.2", amps: "5.6 A", frame: "FSAA", stock: 6 },
      { sku: "6SL3210-1KE18-8UF1", kw: "4", amps: "8.8 A", frame: "FSA", stock: 4 },
      {
        sku: "6SL3210-1KE21-3UF1",
        kw: "5.5",
        amps: "12.5 A",
        frame: "FSB",
        stock: 5,
        extra: { original_price: "1050.00" },
      },
      { sku: "6SL3210-1KE21-7UF1", kw: "7.5", amps: "16.5 A", frame: "FSB", stock: 0 },
      { sku: "6SL3210-1KE22-6UF1", kw: "11", amps: "25 A", frame: "FSC", stock: 2 },
      { sku: "6SL3210-1KE23-2UF1", kw: "15", amps: "31 A", frame: "FSC", stock: 0 },
    ],
  },
  {
    brand: "siemens",
    series: "SINAMICS V20",
    subcategory: "Uso general",
    title: "Variador SINAMICS V20",
    summary:
      "Variador básico SINAMICS V20, robusto y fácil de poner en marcha con macros de conexión y aplicación. Incluye comunicación USS/Modbus RTU y modo de ahorro de energía.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 160,
    perKw: 70,
    frames: {
      FSAB: { weight: "1.0 kg", dimensions: "90 x 166 x 146 mm" },
      FSA: { weight: "1.1 kg", dimensions: "90 x 166 x 146 mm" },
      FSB: { weight: "1.6 kg", dimensions: "140 x 160 x 164 mm" },
      FSC: { weight: "2.6 kg", dimensions: "184 x 182 x 169 mm" },
    },
    features: [
      "Puesta en marcha rápida con macros de conexión y de aplicación",
      "Panel integrado con display LED",
      "Modo ECO y monitor de consumo de energía",
      "Tarjetas barnizadas para ambientes agresivos",
    ],
    applications: [A.water, A.conveyors, A.shrimp],
    ratings: [
      { sku: "6SL3210-5BB17-5UV1", kw: "0.75", amps: "4.2 A", frame: "FSAB", stock: 12, extra: MONO_230 },
      { sku: "6SL3210-5BE21-5UV0", kw: "1.5", amps: "4.1 A", frame: "FSA", stock: 15 },
      {
        sku: "6SL3210-5BE22-2UV0",
        kw: "2.2",
        amps: "5.6 A",
        frame: "FSA",
        stock: 9,
        extra: { original_price: "345.00" },
      },
      { sku: "6SL3210-5BE24-0UV0", kw: "4", amps: "9 A", frame: "FSB", stock: 7 },
      { sku: "6SL3210-5BE27-5UV0", kw: "7.5", amps: "16.5 A", frame: "FSC", stock: 3 },
    ],
  },
  {
    brand: "abb",
    series: "ACS580",
    subcategory: "Bombas y ventiladores",
    title: "Variador ABB ACS580",
    summary:
      "Variador de propósito general ACS580 con panel asistente en español, filtro EMC y reactancia de DC incorporados. Incluye funciones de control de bombas (PFC), llenado suave de tuberías y limpieza de bomba.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 520,
    perKw: 88,
    frames: {
      R1: { weight: "4.5 kg", dimensions: "125 x 331 x 223 mm" },
      R2: { weight: "7.5 kg", dimensions: "125 x 391 x 229 mm" },
      R3: { weight: "14.9 kg", dimensions: "203 x 475 x 229 mm" },
    },
    features: [
      "Panel asistente con menús en español",
      "Reactancia de DC y filtro EMC C2 integrados",
      "Control multibomba (PFC) y funciones para HVAC",
      "Tarjetas con recubrimiento para ambientes húmedos",
      "Calculadora de ahorro de energía",
    ],
    applications: [A.water, A.wastewater, A.hvac, A.shrimp],
    accessories: ["ACS-AP-S", "FENA-21"],
    ratings: [
      { sku: "ACS580-01-02A6-4", kw: "0.75", amps: "2.6 A", frame: "R1", stock: 6 },
      { sku: "ACS580-01-04A1-4", kw: "1.5", amps: "4.1 A", frame: "R1", stock: 8 },
      { sku: "ACS580-01-05A7-4", kw: "2.2", amps: "5.7 A", frame: "R1", stock: 5 },
      { sku: "ACS580-01-09A5-4", kw: "4", amps: "9.5 A", frame: "R1", stock: 4 },
      {
        sku: "ACS580-01-12A7-4",
        kw: "5.5",
        amps: "12.7 A",
        frame: "R1",
        stock: 6,
        extra: { original_price: "1085.00" },
      },
      { sku: "ACS580-01-018A-4", kw: "7.5", amps: "18 A", frame: "R2", stock: 3 },
      { sku: "ACS580-01-026A-4", kw: "11", amps: "26 A", frame: "R2", stock: 2 },
      { sku: "ACS580-01-033A-4", kw: "15", amps: "33 A", frame: "R3", stock: 0 },
      { sku: "ACS580-01-046A-4", kw: "22", amps: "46 A", frame: "R3", stock: 1 },
    ],
  },
  {
    brand: "abb",
    series: "ACS880",
    subcategory: "Alto rendimiento",
    title: "Variador industrial ABB ACS880",
    summary:
      "Variador industrial ACS880 con control directo de par (DTC) para aplicaciones exigentes en minería, cemento y azúcar. Programable con lógica interna y amplia gama de tarjetas de comunicación.",
    voltaje: "380-415 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 900,
    perKw: 140,
    frames: {
      R1: { weight: "6.1 kg", dimensions: "155 x 405 x 226 mm" },
      R2: { weight: "8.9 kg", dimensions: "155 x 405 x 249 mm" },
      R3: { weight: "14 kg", dimensions: "172 x 471 x 261 mm" },
    },
    features: [
      "Control directo de par (DTC) sin encoder",
      "Safe Torque Off integrado",
      "Programación adaptativa en el variador",
      "Diseñado para servicio pesado con 150 % de sobrecarga",
    ],
    applications: [A.mining, A.sugar, A.oil],
    accessories: ["ACS-AP-S", "FENA-21"],
    ratings: [
      { sku: "ACS880-01-09A4-3", kw: "4", amps: "9.4 A", frame: "R1", stock: 2 },
      { sku: "ACS880-01-025A-3", kw: "11", amps: "25 A", frame: "R2", stock: 0, extra: { price: null } },
      { sku: "ACS880-01-045A-3", kw: "22", amps: "45 A", frame: "R3", stock: null },
    ],
  },
  {
    brand: "schneider-electric",
    series: "Altivar 320",
    subcategory: "Uso general",
    title: "Variador Altivar Machine ATV320",
    summary:
      "Variador Altivar Machine ATV320 para máquinas industriales, con Modbus y CANopen integrados y funciones de seguridad STO, SLS y SS1. Configurable sin energía con el accesorio Multi-Loader.",
    voltaje: "380-500 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU / CANopen",
    base: 240,
    perKw: 90,
    frames: {
      "Compacto 1": { weight: "1.1 kg", dimensions: "72 x 143 x 132 mm" },
      "Compacto 2": { weight: "1.6 kg", dimensions: "105 x 143 x 150 mm" },
      "Formato libro": { weight: "2.6 kg", dimensions: "60 x 317 x 235 mm" },
    },
    features: [
      "Funciones de seguridad STO, SLS, SS1 y GDL integradas",
      "Modbus RTU y CANopen de serie",
      "Control de motores asíncronos y síncronos",
      "Funciones específicas para elevación y empaque",
    ],
    applications: [A.packaging, A.conveyors, A.banana],
    accessories: ["VW3A3616", "VW3A7608R07"],
    ratings: [
      { sku: "ATV320U07M2C", kw: "0.75", amps: "4.8 A", frame: "Compacto 1", stock: 10, extra: MONO_230 },
      { sku: "ATV320U15N4C", kw: "1.5", amps: "4.1 A", frame: "Compacto 1", stock: 12 },
      { sku: "ATV320U22N4C", kw: "2.2", amps: "5.5 A", frame: "Compacto 2", stock: 7 },
      { sku: "ATV320U40N4C", kw: "4", amps: "9.5 A", frame: "Compacto 2", stock: 5 },
      { sku: "ATV320U55N4B", kw: "5.5", amps: "14.3 A", frame: "Formato libro", stock: 0 },
    ],
  },
  {
    brand: "schneider-electric",
    series: "Altivar Process ATV600",
    subcategory: "Bombas y ventiladores",
    title: "Variador Altivar Process ATV630",
    summary:
      "Variador Altivar Process ATV630 para bombeo y ventilación, con Ethernet dual integrado, servidor web y monitoreo de eficiencia de la bomba. Incluye funciones de control multibomba y protección contra cavitación.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus TCP / EtherNet/IP",
    base: 600,
    perKw: 105,
    frames: {
      "Tamaño 2": { weight: "6.8 kg", dimensions: "171 x 350 x 211 mm" },
      "Tamaño 3": { weight: "10.6 kg", dimensions: "211 x 405 x 225 mm" },
    },
    features: [
      "Doble puerto Ethernet con Modbus TCP y EtherNet/IP",
      "Servidor web y terminal gráfico con códigos QR",
      "Control multibomba y anti-cavitación",
      "Monitoreo de energía y de curva de la bomba",
    ],
    applications: [A.water, A.wastewater, A.hvac, A.mining],
    ratings: [
      { sku: "ATV630U55N4", kw: "5.5", amps: "11.9 A", frame: "Tamaño 2", stock: 3 },
      { sku: "ATV630D11N4", kw: "11", amps: "22.5 A", frame: "Tamaño 3", stock: 2 },
      { sku: "ATV630D15N4", kw: "15", amps: "30.5 A", frame: "Tamaño 3", stock: 1 },
    ],
  },
  {
    brand: "schneider-electric",
    series: "Altivar 12",
    subcategory: "Uso general",
    title: "Variador Altivar 12",
    summary:
      "Variador compacto Altivar 12 para motores monofásicos de alimentación en pequeñas máquinas, bombas y ventiladores. Montaje en riel DIN y potenciómetro frontal.",
    voltaje: "200-240 VAC",
    alimentacion: "Monofásica",
    comunicacion: "Modbus RTU",
    base: 150,
    perKw: 70,
    frames: { "Tamaño 2": { weight: "0.8 kg", dimensions: "72 x 142 x 131 mm" } },
    applications: [A.water, A.hvac],
    ratings: [
      { sku: "ATV12H075M2", kw: "0.75", amps: "4.2 A", frame: "Tamaño 2", stock: 15 },
      { sku: "ATV12HU15M2", kw: "1.5", amps: "7.5 A", frame: "Tamaño 2", stock: 0, extra: { inactive: true } },
    ],
  },
  {
    brand: "allen-bradley",
    series: "PowerFlex 525",
    subcategory: "Uso general",
    title: "Variador PowerFlex 525",
    summary:
      "Variador PowerFlex 525 con EtherNet/IP integrado, diseño modular de control y potencia y programación con Connected Components Workbench o Studio 5000. Incluye Safe Torque Off y control vectorial.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "EtherNet/IP",
    base: 520,
    perKw: 110,
    frames: {
      "Frame A": { weight: "1.1 kg", dimensions: "72 x 152 x 172 mm" },
      "Frame B": { weight: "1.6 kg", dimensions: "87 x 180 x 172 mm" },
      "Frame C": { weight: "2.3 kg", dimensions: "109 x 220 x 184 mm" },
    },
    features: [
      "EtherNet/IP integrado con perfiles Add-On en Studio 5000",
      "Módulo de control desmontable para configurar sin energía",
      "Safe Torque Off SIL 2",
      "Configuración por USB con el módulo de control",
    ],
    applications: [A.conveyors, A.food, A.packaging],
    accessories: ["25-COMM-E2P", "1606-XLE120E"],
    ratings: [
      { sku: "25B-D2P3N104", kw: "0.75", amps: "2.3 A", frame: "Frame A", stock: 6 },
      { sku: "25B-D4P0N104", kw: "1.5", amps: "4 A", frame: "Frame A", stock: 5 },
      { sku: "25B-D6P0N104", kw: "2.2", amps: "6 A", frame: "Frame A", stock: 7 },
      { sku: "25B-D010N104", kw: "4", amps: "10.5 A", frame: "Frame B", stock: 3 },
      { sku: "25B-D013N104", kw: "5.5", amps: "13 A", frame: "Frame C", stock: 0 },
      { sku: "25B-D017N114", kw: "7.5", amps: "17 A", frame: "Frame C", stock: 2 },
    ],
  },
  {
    brand: "omron",
    series: "MX2",
    subcategory: "Alto rendimiento",
    title: "Variador Omron MX2",
    summary:
      "Variador MX2 de alto desempeño con control vectorial de lazo abierto, 200 % de par en el arranque y funciones de posicionamiento simple. Programable con Drive Programming en CX-Drive.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 260,
    perKw: 95,
    frames: {
      "Tamaño 2": { weight: "1.0 kg", dimensions: "68 x 128 x 145 mm" },
      "Tamaño 3": { weight: "1.5 kg", dimensions: "108 x 128 x 143 mm" },
    },
    features: [
      "200 % de par a 0.5 Hz",
      "Posicionamiento simple con entradas de encoder",
      "Safe Torque Off integrado",
      "Programación de lógica interna (Drive Programming)",
    ],
    applications: [A.packaging, A.conveyors],
    ratings: [
      { sku: "3G3MX2-AB007-V1", kw: "0.75", amps: "5 A", frame: "Tamaño 2", stock: 6, extra: MONO_230 },
      { sku: "3G3MX2-A4015-V1", kw: "1.5", amps: "4.8 A", frame: "Tamaño 3", stock: 5 },
      { sku: "3G3MX2-A4022-V1", kw: "2.2", amps: "7.2 A", frame: "Tamaño 3", stock: 4 },
      { sku: "3G3MX2-A4040-V1", kw: "4", amps: "9.2 A", frame: "Tamaño 3", stock: 0 },
    ],
  },
  {
    brand: "delta",
    series: "MS300",
    subcategory: "Uso general",
    title: "Variador Delta MS300",
    summary:
      "Variador compacto MS300 con PLC integrado de 2 K pasos, filtro EMC opcional y tarjeta de comunicación enchufable. Excelente opción costo-beneficio para máquinas y bombeo.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 140,
    perKw: 62,
    frames: {
      "Frame B": { weight: "0.9 kg", dimensions: "72 x 142 x 143 mm" },
      "Frame C": { weight: "1.3 kg", dimensions: "87 x 157 x 152 mm" },
      "Frame D": { weight: "2.0 kg", dimensions: "109 x 207 x 154 mm" },
    },
    features: [
      "PLC integrado de 2 K pasos",
      "Montaje lado a lado",
      "Control vectorial sin sensor",
      "Ranura para tarjeta de comunicación",
    ],
    applications: [A.water, A.shrimp, A.conveyors],
    ratings: [
      { sku: "VFD4A2MS43ANSAA", kw: "1.5", amps: "4.2 A", frame: "Frame B", stock: 14 },
      { sku: "VFD5A5MS43ANSAA", kw: "2.2", amps: "5.5 A", frame: "Frame B", stock: 10 },
      { sku: "VFD9A0MS43ANSAA", kw: "4", amps: "9 A", frame: "Frame C", stock: 8, extra: { original_price: "420.00" } },
      { sku: "VFD13AMS43ANSAA", kw: "5.5", amps: "13 A", frame: "Frame D", stock: 4 },
    ],
  },
  {
    brand: "delta",
    series: "C2000 Plus",
    subcategory: "Alto rendimiento",
    title: "Variador Delta C2000 Plus",
    summary:
      "Variador vectorial C2000 Plus para cargas de par constante, con control de motores de imanes permanentes y PLC de 10 K pasos integrado.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU / CANopen",
    base: 500,
    perKw: 85,
    frames: {
      "Frame B": { weight: "4.8 kg", dimensions: "190 x 320 x 190 mm" },
      "Frame C": { weight: "10 kg", dimensions: "250 x 400 x 210 mm" },
    },
    features: [
      "Control vectorial de lazo cerrado con tarjeta de encoder",
      "PLC integrado de 10 K pasos",
      "CANopen integrado",
    ],
    applications: [A.mining, A.sugar],
    ratings: [
      { sku: "VFD110C43A-21", kw: "11", amps: "25 A", frame: "Frame B", stock: 2 },
      { sku: "VFD150C43A-21", kw: "15", amps: "32 A", frame: "Frame C", stock: 1 },
    ],
  },
  {
    brand: "delta",
    series: "CP2000",
    subcategory: "Bombas y ventiladores",
    title: "Variador Delta CP2000",
    summary:
      "Variador CP2000 para bombas y ventiladores con control multibomba, modo incendio y BACnet integrado para edificios.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU / BACnet MS/TP",
    base: 480,
    perKw: 80,
    frames: {
      "Frame B": { weight: "4.8 kg", dimensions: "190 x 320 x 190 mm" },
      "Frame C": { weight: "10 kg", dimensions: "250 x 400 x 210 mm" },
    },
    applications: [A.water, A.hvac],
    ratings: [
      { sku: "VFD150CP43B-21", kw: "15", amps: "32 A", frame: "Frame B", stock: 2 },
      { sku: "VFD220CP43B-21", kw: "22", amps: "45 A", frame: "Frame C", stock: 0 },
    ],
  },
  {
    brand: "delta",
    series: "VFD-M",
    subcategory: "Uso general",
    title: "Variador Delta VFD-M",
    summary:
      "Variador VFD-M de la generación anterior, reemplazado por la serie MS300. Se mantiene para repuestos de equipos instalados.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 150,
    perKw: 60,
    frames: { M1: { weight: "1.2 kg", dimensions: "100 x 151 x 116 mm" } },
    ratings: [{ sku: "VFD015M43B-A", kw: "1.5", amps: "4.2 A", frame: "M1", stock: 0, extra: { inactive: true } }],
  },
  {
    brand: "weg",
    series: "CFW500",
    subcategory: "Uso general",
    title: "Variador WEG CFW500",
    summary:
      "Variador CFW500 con función SoftPLC, módulos enchufables de comunicación y tarjetas barnizadas. Muy difundido en agroindustria y bombeo en Ecuador por su robustez.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 150,
    perKw: 68,
    frames: {
      "Tamaño A": { weight: "0.9 kg", dimensions: "75 x 200 x 150 mm" },
      "Tamaño B": { weight: "1.3 kg", dimensions: "100 x 238 x 160 mm" },
      "Tamaño C": { weight: "2.0 kg", dimensions: "135 x 274 x 165 mm" },
    },
    features: [
      "SoftPLC integrado programable con WPS",
      "Módulos plug-in de E/S y comunicación",
      "Tarjetas con barniz protector (tropicalizadas)",
      "Función multibomba para bombeo",
    ],
    applications: [A.water, A.shrimp, A.banana, A.flowers],
    accessories: ["CFW500-CETH-IP"],
    ratings: [
      { sku: "CFW500A07P3S2NB20", kw: "1.5", amps: "7.3 A", frame: "Tamaño A", stock: 10, extra: MONO_230 },
      { sku: "CFW500A04P3T4NB20", kw: "1.5", amps: "4.3 A", frame: "Tamaño A", stock: 12 },
      { sku: "CFW500A06P5T4NB20", kw: "3", amps: "6.5 A", frame: "Tamaño A", stock: 8 },
      { sku: "CFW500B10P0T4NB20", kw: "4", amps: "10 A", frame: "Tamaño B", stock: 6 },
      { sku: "CFW500C14P0T4NB20", kw: "7.5", amps: "14 A", frame: "Tamaño C", stock: 3 },
    ],
  },
  {
    brand: "weg",
    series: "CFW11",
    subcategory: "Alto rendimiento",
    title: "Variador WEG CFW11",
    summary:
      "Variador CFW11 con control vectorial de alto desempeño, SoftPLC y HMI gráfica extraíble. Indicado para molinos, extrusoras y cargas de par constante.",
    voltaje: "380-480 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    base: 700,
    perKw: 90,
    frames: {
      "Tamaño A": { weight: "6.3 kg", dimensions: "145 x 247 x 227 mm" },
      "Tamaño B": { weight: "10.4 kg", dimensions: "190 x 293 x 227 mm" },
    },
    features: ["Control vectorial con o sin encoder", "HMI gráfica extraíble", "SoftPLC y función de regulador PID"],
    applications: [A.sugar, A.mining],
    ratings: [
      { sku: "CFW110016T4SZ", kw: "7.5", amps: "16 A", frame: "Tamaño A", stock: 2 },
      { sku: "CFW110031T4SZ", kw: "15", amps: "31 A", frame: "Tamaño B", stock: null },
    ],
  },
];

const ACCESSORIES: DemoProductInput[] = [
  {
    sku: "6SL3255-0AA00-4CA1",
    name: "Panel de operador básico BOP-2 para SINAMICS G120",
    brand: "siemens",
    category: C.drives,
    subcategory: "Accesorios para variadores",
    series: "SINAMICS G120",
    description:
      "Panel de operador básico con display de dos líneas para poner en marcha, diagnosticar y copiar parámetros en variadores SINAMICS G120 y G120C.",
    price: "68.00",
    stock: 18,
    min_stock: 4,
    weight: "0.13 kg",
    dimensions: "70 x 106 x 20 mm",
    features: [
      "Asistentes de puesta en marcha básicos",
      "Copia de parámetros entre variadores",
      "Montaje directo en el variador",
    ],
  },
  {
    sku: "6SL3255-0AA00-4JA2",
    name: "Panel de operador inteligente IOP-2 para SINAMICS",
    brand: "siemens",
    category: C.drives,
    subcategory: "Accesorios para variadores",
    series: "SINAMICS G120",
    description:
      "Panel IOP-2 con pantalla a color, asistentes de aplicación en español y navegación por rueda. Acelera la puesta en marcha de bombas, ventiladores y bandas.",
    price: "245.00",
    stock: 5,
    min_stock: 2,
    weight: "0.14 kg",
    dimensions: "70 x 106 x 39 mm",
    features: [
      "Pantalla a color de alta resolución",
      "Asistentes de aplicación",
      "Menús en español",
      "Puerto USB para actualización",
    ],
  },
  {
    sku: "6SL3201-0BE14-3AA0",
    name: "Resistencia de frenado 370 Ω para SINAMICS G120C FSA",
    brand: "siemens",
    category: C.drives,
    subcategory: "Accesorios para variadores",
    series: "SINAMICS G120C",
    description:
      "Resistencia de frenado para variadores SINAMICS G120C tamaño FSA. Disipa la energía regenerada en paradas rápidas y cargas de inercia alta.",
    price: "185.00",
    stock: 3,
    min_stock: 1,
    weight: "1.0 kg",
    dimensions: "73 x 240 x 53 mm",
  },
  {
    sku: "ACS-AP-S",
    name: "Panel de control asistente ACS-AP-S",
    brand: "abb",
    category: C.drives,
    subcategory: "Accesorios para variadores",
    series: "ACS580",
    description:
      "Panel de control asistente para variadores ABB de la plataforma común (ACS380, ACS580, ACS880). Display gráfico, ayuda contextual y respaldo de parámetros.",
    price: "165.00",
    stock: 6,
    min_stock: 2,
    weight: "0.20 kg",
    dimensions: "70 x 120 x 25 mm",
    features: [
      "Display gráfico con menús en español",
      "Respaldo de hasta 8 juegos de parámetros",
      "Puerto USB para PC",
    ],
  },
  {
    sku: "VW3A7608R07",
    name: "Resistencia de frenado 100 Ω 50 W para Altivar",
    brand: "schneider-electric",
    category: C.drives,
    subcategory: "Accesorios para variadores",
    series: "Altivar 320",
    description: "Resistencia de frenado IP65 con cable de 0.75 m para variadores Altivar 320 de baja potencia.",
    price: "92.00",
    stock: 4,
    min_stock: 1,
    weight: "0.60 kg",
    dimensions: "40 x 150 x 20 mm",
  },
];

const drives = SERIES.flatMap(expand);

// Same rating, same supply, same kind of load, another maker: what a salesperson offers when the
// asked-for drive is out of stock.
for (const d of drives) {
  const alternatives = drives.filter(
    (o) =>
      o.brand !== d.brand &&
      o.potencia_kw === d.potencia_kw &&
      o.voltaje === d.voltaje &&
      o.subcategory === d.subcategory &&
      !o.inactive,
  );
  d.related = [
    ...(d.related ?? []),
    ...alternatives.slice(0, 2).map((o) => ({ sku: o.sku, type: "Alternativa" as const })),
  ];
}

export const DRIVE_PRODUCTS: DemoProductInput[] = [...drives, ...ACCESSORIES];
