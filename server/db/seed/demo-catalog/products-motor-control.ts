import { A } from "./applications.ts";
import { C } from "./taxonomy.ts";
import type { BrandSlug, DemoProductInput } from "./types.ts";

/** Soft starters, motor protectors and contactors: one line per rating, shared text per range. */
type Line = [
  sku: string,
  detail: string,
  kw: string,
  amps: string,
  price: string,
  stock: number | null,
  extra?: Partial<DemoProductInput>,
];

type Range = {
  brand: BrandSlug;
  series: string;
  category: string;
  subcategory: string;
  /** Name is `${title} ${detail}`. */
  title: string;
  summary: string;
  voltaje: string;
  alimentacion: string;
  comunicacion?: string;
  weight: string;
  dimensions: string;
  frame?: string;
  features?: string[];
  applications?: string[];
  accessories?: string[];
  lines: Line[];
};

function expand(r: Range): DemoProductInput[] {
  return r.lines.map(([sku, detail, kw, amps, price, stock, extra], i) => {
    const next = r.lines[i + 1];
    return {
      sku,
      name: `${r.title} ${detail}`,
      brand: r.brand,
      category: r.category,
      subcategory: r.subcategory,
      series: r.series,
      description: `${r.summary} Para motores de hasta ${kw} kW a 400 V (${amps}).`,
      price,
      stock,
      min_stock: stock === null ? 0 : 2,
      weight: r.weight,
      dimensions: r.dimensions,
      potencia_kw: kw,
      corriente: amps,
      voltaje: r.voltaje,
      frame_size: r.frame,
      comunicacion: r.comunicacion,
      alimentacion: r.alimentacion,
      features: r.features,
      applications: r.applications,
      accessories: r.accessories,
      related: next ? [{ sku: next[0], type: "Mayor potencia" as const }] : [],
      ...extra,
    };
  });
}

const SOFT_APPS = [A.water, A.conveyors, A.mining, A.shrimp];
const PROTECTOR_APPS = [A.water, A.conveyors, A.hvac];

const RANGES: Range[] = [
  {
    brand: "siemens",
    series: "SIRIUS 3RW30",
    category: C.softStarters,
    subcategory: "Compactos",
    title: "Arrancador suave SIRIUS 3RW30",
    summary:
      "Arrancador suave compacto con bypass integrado y control en dos fases, ajustable con tres potenciómetros (tensión inicial, rampa de arranque y rampa de parada).",
    voltaje: "200-480 VAC",
    alimentacion: "Trifásica",
    weight: "0.65 kg",
    dimensions: "45 x 125 x 150 mm",
    frame: "S0",
    features: [
      "Contactos de bypass integrados: menos calor en el tablero",
      "Ajuste sencillo por potenciómetros",
      "Montaje directo con guardamotor 3RV2",
      "Hasta 20 arranques por hora",
    ],
    applications: SOFT_APPS,
    accessories: ["3RV2021-4AA10"],
    lines: [
      ["3RW3026-1BB14", "25 A, 11 kW", "11", "25 A", "345.00", 5],
      ["3RW3028-1BB14", "38 A, 18.5 kW", "18.5", "38 A", "468.00", 3],
      [
        "3RW3036-1BB14",
        "45 A, 22 kW",
        "22",
        "45 A",
        "585.00",
        2,
        { frame_size: "S2", weight: "1.6 kg", dimensions: "55 x 160 x 170 mm" },
      ],
    ],
  },
  {
    brand: "abb",
    series: "PSR",
    category: C.softStarters,
    subcategory: "Compactos",
    title: "Arrancador suave ABB PSR",
    summary:
      "Arrancador suave compacto PSR con bypass incorporado, el más pequeño del mercado en su rango. Se combina con guardamotores MS132.",
    voltaje: "208-600 VAC",
    alimentacion: "Trifásica",
    weight: "0.45 kg",
    dimensions: "45 x 105 x 110 mm",
    frame: "PSR3-PSR16",
    features: ["Bypass integrado", "Tres potenciómetros de ajuste", "Conexión directa con guardamotor MS132"],
    applications: SOFT_APPS,
    accessories: ["1SAM350000R1011"],
    lines: [
      ["PSR9-600-70", "9 A, 4 kW", "4", "9 A", "215.00", 6],
      ["PSR16-600-70", "16 A, 7.5 kW", "7.5", "16 A", "275.00", 4],
      [
        "PSR30-600-70",
        "30 A, 15 kW",
        "15",
        "30 A",
        "398.00",
        2,
        { frame_size: "PSR25-PSR30", weight: "0.65 kg", dimensions: "54 x 150 x 115 mm" },
      ],
    ],
  },
  {
    brand: "abb",
    series: "PSE",
    category: C.softStarters,
    subcategory: "Servicio pesado",
    title: "Arrancador suave ABB PSE",
    summary:
      "Arrancador suave eficiente PSE con control de par para eliminar el golpe de ariete en bombas, protección electrónica de sobrecarga y display iluminado.",
    voltaje: "208-600 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    weight: "2.4 kg",
    dimensions: "106 x 251 x 146 mm",
    frame: "PSE18-PSE105",
    features: [
      "Control de par para bombas",
      "Protección electrónica de sobrecarga",
      "Display y teclado con menús en español",
      "Comunicación opcional Modbus RTU",
    ],
    applications: [A.water, A.wastewater, A.mining],
    lines: [
      ["PSE37-600-70", "37 A, 18.5 kW", "18.5", "37 A", "720.00", 2],
      ["PSE72-600-70", "72 A, 37 kW", "37", "72 A", "1120.00", 1, { original_price: "1245.00" }],
    ],
  },
  {
    brand: "schneider-electric",
    series: "Altistart 01",
    category: C.softStarters,
    subcategory: "Compactos",
    title: "Arrancador suave Altistart 01",
    summary:
      "Arrancador suave Altistart 01 para motores asíncronos, en formato de 22.5 o 45 mm con rampas de arranque y parada ajustables.",
    voltaje: "380-415 VAC",
    alimentacion: "Trifásica",
    weight: "0.34 kg",
    dimensions: "45 x 124 x 130 mm",
    frame: "45 mm",
    applications: [A.conveyors, A.hvac],
    lines: [
      ["ATS01N206QN", "6 A, 2.2 kW", "2.2", "6 A", "168.00", 8],
      ["ATS01N212QN", "12 A, 5.5 kW", "5.5", "12 A", "218.00", 5],
    ],
  },
  {
    brand: "schneider-electric",
    series: "Altistart 22",
    category: C.softStarters,
    subcategory: "Servicio pesado",
    title: "Arrancador suave Altistart 22",
    summary:
      "Arrancador suave Altistart 22 con bypass integrado, protección térmica del motor y Modbus RTU incorporado. Pensado para bombas, ventiladores y compresores.",
    voltaje: "230-440 VAC",
    alimentacion: "Trifásica",
    comunicacion: "Modbus RTU",
    weight: "4.9 kg",
    dimensions: "130 x 265 x 169 mm",
    frame: "Tamaño B",
    features: [
      "Bypass integrado",
      "Modbus RTU de serie",
      "Protección térmica del motor",
      "Control de par (TCS) para bombas",
    ],
    applications: [A.water, A.hvac, A.shrimp],
    lines: [
      ["ATS22D32Q", "32 A, 15 kW", "15", "32 A", "665.00", 3],
      ["ATS22D62Q", "62 A, 30 kW", "30", "62 A", "1015.00", 0],
    ],
  },
  {
    brand: "weg",
    series: "SSW07",
    category: C.softStarters,
    subcategory: "Compactos",
    title: "Arrancador suave WEG SSW07",
    summary:
      "Arrancador suave SSW07 con bypass incorporado y protección electrónica del motor, muy robusto para agroindustria y bombeo.",
    voltaje: "220-575 VAC",
    alimentacion: "Trifásica",
    weight: "1.4 kg",
    dimensions: "92 x 190 x 153 mm",
    frame: "Tamaño 1",
    features: ["Bypass integrado", "Protecciones electrónicas del motor", "Ajustes por potenciómetros"],
    applications: [A.water, A.shrimp, A.sugar],
    lines: [
      ["SSW070017T5SZ", "17 A, 7.5 kW", "7.5", "17 A", "295.00", 5],
      ["SSW070045T5SZ", "45 A, 22 kW", "22", "45 A", "560.00", null],
    ],
  },
  {
    brand: "allen-bradley",
    series: "SMC-3",
    category: C.softStarters,
    subcategory: "Compactos",
    title: "Arrancador suave SMC-3",
    summary:
      "Controlador de arranque suave SMC-3 con bypass interno y protección de sobrecarga electrónica seleccionable.",
    voltaje: "200-480 VAC",
    alimentacion: "Trifásica",
    weight: "1.5 kg",
    dimensions: "55 x 155 x 130 mm",
    frame: "Tamaño 1",
    lines: [["150-C16NBD", "16 A, 7.5 kW", "7.5", "16 A", "485.00", 2]],
  },

  // Motor protectors
  {
    brand: "siemens",
    series: "SIRIUS 3RV2",
    category: C.motorProtectors,
    subcategory: "Magnetotérmicos",
    title: "Guardamotor SIRIUS 3RV2",
    summary:
      "Interruptor guardamotor SIRIUS 3RV2 de tamaño S00/S0 con disparo térmico regulable, disparo magnético fijo y capacidad de ruptura de 100 kA a 400 V.",
    voltaje: "690 VAC",
    alimentacion: "Trifásica",
    weight: "0.30 kg",
    dimensions: "45 x 97 x 97 mm",
    frame: "S00",
    features: [
      "Protección contra sobrecarga y cortocircuito",
      "Sensibilidad a falla de fase",
      "Bornes de tornillo o resorte",
      "Montaje directo con contactor 3RT2",
    ],
    applications: PROTECTOR_APPS,
    accessories: ["3RV2901-1E"],
    lines: [
      ["3RV2011-1EA10", "2.8-4 A", "1.5", "2.8-4 A", "62.00", 20],
      ["3RV2011-1JA10", "7-10 A", "4", "7-10 A", "68.00", 16],
      ["3RV2021-4AA10", "11-16 A", "7.5", "11-16 A", "86.00", 10, { frame_size: "S0" }],
      ["3RV2021-4BA10", "14-20 A", "7.5", "14-20 A", "92.00", 0, { frame_size: "S0" }],
    ],
  },
  {
    brand: "schneider-electric",
    series: "TeSys GV2",
    category: C.motorProtectors,
    subcategory: "Magnetotérmicos",
    title: "Guardamotor TeSys GV2ME",
    summary:
      "Guardamotor TeSys Deca GV2ME con mando por pulsadores, protección térmica regulable y magnética, y sensibilidad a falta de fase.",
    voltaje: "690 VAC",
    alimentacion: "Trifásica",
    weight: "0.26 kg",
    dimensions: "45 x 89 x 79 mm",
    frame: "GV2",
    features: [
      "Mando por pulsadores marcha/paro",
      "Compensación de temperatura ambiente",
      "Admite contactos auxiliares GVAE",
    ],
    applications: PROTECTOR_APPS,
    accessories: ["GVAE11"],
    lines: [
      ["GV2ME08", "2.5-4 A", "1.5", "2.5-4 A", "58.00", 25],
      ["GV2ME14", "6-10 A", "4", "6-10 A", "62.00", 18, { original_price: "69.00" }],
      ["GV2ME16", "9-14 A", "5.5", "9-14 A", "66.00", 12],
      ["GV2ME20", "13-18 A", "7.5", "13-18 A", "72.00", 9],
      ["GV2ME32", "24-32 A", "15", "24-32 A", "98.00", 4],
    ],
  },
  {
    brand: "abb",
    series: "MS132",
    category: C.motorProtectors,
    subcategory: "Magnetotérmicos",
    title: "Guardamotor ABB MS132",
    summary:
      "Guardamotor compacto MS132 de 45 mm con capacidad de ruptura de 100 kA y mando rotativo, para motores de hasta 15 kW.",
    voltaje: "690 VAC",
    alimentacion: "Trifásica",
    weight: "0.32 kg",
    dimensions: "45 x 97 x 78 mm",
    frame: "MS132",
    applications: PROTECTOR_APPS,
    lines: [
      ["1SAM350000R1008", "2.5-4 A", "1.5", "2.5-4 A", "64.00", 10],
      ["1SAM350000R1011", "8-12 A", "5.5", "8-12 A", "70.00", 8],
    ],
  },
  {
    brand: "weg",
    series: "MPW18",
    category: C.motorProtectors,
    subcategory: "Magnetotérmicos",
    title: "Guardamotor WEG MPW18",
    summary: "Guardamotor MPW18 con mando rotativo, protección contra sobrecarga, cortocircuito y falta de fase.",
    voltaje: "690 VAC",
    alimentacion: "Trifásica",
    weight: "0.28 kg",
    dimensions: "45 x 90 x 79 mm",
    frame: "MPW18",
    applications: [A.water, A.shrimp],
    lines: [
      ["MPW18-3-U004", "2.5-4 A", "1.5", "2.5-4 A", "42.00", 30],
      ["MPW18-3-U010", "6.3-10 A", "4", "6.3-10 A", "45.00", 22],
      ["MPW18-3-D016", "10-16 A", "7.5", "10-16 A", "49.00", 0],
    ],
  },
  {
    brand: "allen-bradley",
    series: "140MT",
    category: C.motorProtectors,
    subcategory: "Magnetotérmicos",
    title: "Guardamotor Bulletin 140MT",
    summary: "Interruptor de protección de motor Bulletin 140MT con mando rotativo y compensación de temperatura.",
    voltaje: "690 VAC",
    alimentacion: "Trifásica",
    weight: "0.30 kg",
    dimensions: "45 x 90 x 75 mm",
    frame: "C",
    lines: [["140MT-C3E-C10", "6.3-10 A", "4", "6.3-10 A", "118.00", 3]],
  },

  // Contactors and overload relays
  {
    brand: "siemens",
    series: "SIRIUS 3RT2",
    category: C.contactors,
    subcategory: "Contactores de potencia",
    title: "Contactor SIRIUS 3RT2",
    summary:
      "Contactor tripolar SIRIUS 3RT2 para maniobra de motores en categoría AC-3, con bobina de 230 VAC y contacto auxiliar integrado.",
    voltaje: "230 VAC (bobina)",
    alimentacion: "Trifásica",
    weight: "0.34 kg",
    dimensions: "45 x 85 x 97 mm",
    frame: "S0",
    features: [
      "Categoría AC-3 según IEC 60947-4-1",
      "Contacto auxiliar integrado",
      "Acoplable al guardamotor 3RV2 sin cables",
    ],
    applications: PROTECTOR_APPS,
    lines: [
      ["3RT2017-1AP01", "12 A, 5.5 kW, 1NA", "5.5", "12 A", "54.00", 18],
      ["3RT2026-1AP00", "25 A, 11 kW", "11", "25 A", "96.00", 10],
      [
        "3RT2036-1AP00",
        "50 A, 22 kW",
        "22",
        "50 A",
        "185.00",
        4,
        { frame_size: "S2", weight: "0.85 kg", dimensions: "55 x 114 x 130 mm" },
      ],
    ],
  },
  {
    brand: "schneider-electric",
    series: "TeSys Deca",
    category: C.contactors,
    subcategory: "Contactores de potencia",
    title: "Contactor TeSys Deca",
    summary:
      "Contactor tripolar TeSys Deca LC1D con bobina de 220 VAC, el estándar en tableros de control de motores en Ecuador.",
    voltaje: "220 VAC (bobina)",
    alimentacion: "Trifásica",
    weight: "0.33 kg",
    dimensions: "45 x 77 x 86 mm",
    frame: "LC1D09-D38",
    features: [
      "Contacto auxiliar 1NA+1NC incorporado",
      "Bobinas intercambiables",
      "Montaje en riel DIN o con tornillos",
    ],
    applications: PROTECTOR_APPS,
    accessories: ["LRD14"],
    lines: [
      ["LC1D09M7", "9 A, 4 kW", "4", "9 A", "38.00", 40],
      ["LC1D18M7", "18 A, 7.5 kW", "7.5", "18 A", "52.00", 25],
      ["LC1D32M7", "32 A, 15 kW", "15", "32 A", "86.00", 12],
      [
        "LC1D50AM7",
        "50 A, 22 kW",
        "22",
        "50 A",
        "168.00",
        5,
        { frame_size: "LC1D40A-D65A", weight: "0.90 kg", dimensions: "55 x 122 x 120 mm" },
      ],
    ],
  },
  {
    brand: "abb",
    series: "AF",
    category: C.contactors,
    subcategory: "Contactores de potencia",
    title: "Contactor ABB AF",
    summary:
      "Contactor AF con bobina electrónica de amplio rango (100-250 V AC/DC), inmune a caídas de tensión de la red.",
    voltaje: "100-250 V AC/DC (bobina)",
    alimentacion: "Trifásica",
    weight: "0.35 kg",
    dimensions: "45 x 85 x 90 mm",
    frame: "AF09-AF38",
    features: ["Bobina electrónica de amplio rango", "Bajo consumo de la bobina", "Inmune a huecos de tensión"],
    applications: [A.mining, A.oil],
    lines: [
      ["AF09-30-10-13", "9 A, 4 kW", "4", "9 A", "48.00", 15],
      ["AF26-30-00-13", "26 A, 11 kW", "11", "26 A", "88.00", 6],
    ],
  },
  {
    brand: "weg",
    series: "CWM",
    category: C.contactors,
    subcategory: "Contactores de potencia",
    title: "Contactor WEG CWM",
    summary: "Contactor tripolar CWM con bobina de 220 VAC para arranque directo de motores.",
    voltaje: "220 VAC (bobina)",
    alimentacion: "Trifásica",
    weight: "0.32 kg",
    dimensions: "45 x 81 x 87 mm",
    frame: "CWM9-CWM32",
    applications: [A.water, A.shrimp],
    lines: [
      ["CWM9-10-30V25", "9 A, 4 kW", "4", "9 A", "24.00", 50],
      ["CWM25-10-30V25", "25 A, 11 kW", "11", "25 A", "42.00", 30],
    ],
  },
  {
    brand: "schneider-electric",
    series: "TeSys Deca",
    category: C.contactors,
    subcategory: "Relés de sobrecarga",
    title: "Relé térmico TeSys LRD",
    summary:
      "Relé de sobrecarga térmico clase 10A que se monta directamente bajo el contactor TeSys Deca, con reset manual o automático.",
    voltaje: "690 VAC",
    alimentacion: "Trifásica",
    weight: "0.15 kg",
    dimensions: "45 x 66 x 70 mm",
    lines: [
      ["LRD14", "7-10 A", "4", "7-10 A", "46.00", 20],
      ["LRD21", "12-18 A", "7.5", "12-18 A", "48.00", 14],
    ],
  },
  {
    brand: "siemens",
    series: "SIRIUS 3RU2",
    category: C.contactors,
    subcategory: "Relés de sobrecarga",
    title: "Relé de sobrecarga SIRIUS 3RU2",
    summary: "Relé de sobrecarga térmico clase 10 para montaje directo en contactores 3RT2 de tamaño S00.",
    voltaje: "690 VAC",
    alimentacion: "Trifásica",
    weight: "0.11 kg",
    dimensions: "45 x 70 x 73 mm",
    lines: [["3RU2116-1JB0", "7-10 A", "4", "7-10 A", "58.00", 9]],
  },
];

const AUX_CONTACTS: DemoProductInput[] = [
  {
    sku: "3RV2901-1E",
    name: "Contacto auxiliar lateral 1NA+1NC para 3RV2",
    brand: "siemens",
    category: C.motorProtectors,
    subcategory: "Accesorios de guardamotor",
    series: "SIRIUS 3RV2",
    description:
      "Bloque de contactos auxiliares frontales para guardamotores SIRIUS 3RV2. Señaliza el estado del interruptor al PLC.",
    price: "18.00",
    stock: 35,
    min_stock: 10,
    weight: "0.02 kg",
    dimensions: "9 x 45 x 40 mm",
  },
  {
    sku: "GVAE11",
    name: "Contacto auxiliar frontal 1NA+1NC para GV2",
    brand: "schneider-electric",
    category: C.motorProtectors,
    subcategory: "Accesorios de guardamotor",
    series: "TeSys GV2",
    description: "Bloque de contactos auxiliares instantáneos para guardamotores TeSys GV2 y GV3.",
    price: "16.00",
    stock: 40,
    min_stock: 10,
    weight: "0.02 kg",
    dimensions: "9 x 45 x 35 mm",
  },
];

export const MOTOR_CONTROL_PRODUCTS: DemoProductInput[] = [...RANGES.flatMap(expand), ...AUX_CONTACTS];
