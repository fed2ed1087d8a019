import type { DemoCategory } from "./types.ts";

/** Category and subcategory names used by the product files (kept as constants to avoid typos). */
export const C = {
  plc: "PLC",
  drives: "Variadores de frecuencia",
  hmi: "HMI",
  scada: "SCADA",
  softStarters: "Arrancadores suaves",
  motorProtectors: "Guardamotores",
  power: "Fuentes de alimentación",
  contactors: "Contactores",
  sensors: "Sensores",
  network: "Comunicación industrial",
} as const;

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: C.plc,
    description:
      "Controladores lógicos programables para máquinas y procesos, con sus módulos de expansión y accesorios.",
    subcategories: [
      {
        name: "Compactos",
        description: "PLC y relés programables con E/S integradas para máquinas pequeñas y medianas.",
      },
      { name: "Modulares", description: "Controladores de gama media y alta para procesos con gran cantidad de E/S." },
      {
        name: "Módulos de E/S",
        description: "Módulos de entradas y salidas digitales y analógicas para ampliar el controlador.",
      },
      {
        name: "Accesorios PLC",
        description: "Tarjetas de memoria, baterías y accesorios de montaje para controladores.",
      },
    ],
  },
  {
    name: C.drives,
    description: "Variadores de frecuencia para el control de velocidad y ahorro de energía en motores de inducción.",
    subcategories: [
      { name: "Uso general", description: "Variadores compactos para bandas, mezcladoras y máquinas en general." },
      {
        name: "Bombas y ventiladores",
        description: "Variadores con funciones dedicadas a bombeo, HVAC y cargas de par variable.",
      },
      {
        name: "Alto rendimiento",
        description: "Variadores con control vectorial para cargas exigentes y aplicaciones de par constante.",
      },
      { name: "Accesorios para variadores", description: "Paneles de operación, resistencias de frenado y filtros." },
    ],
  },
  {
    name: C.hmi,
    description: "Interfaces hombre-máquina táctiles para operar y supervisar máquinas y procesos.",
    subcategories: [
      { name: "Paneles básicos", description: "Pantallas táctiles de 4 a 10 pulgadas para máquinas sencillas." },
      { name: "Paneles avanzados", description: "Paneles comfort con recetas, alarmas avanzadas y registro de datos." },
    ],
  },
  {
    name: C.scada,
    description: "Software de supervisión, control y adquisición de datos, licencias y equipos servidores para planta.",
    subcategories: [
      { name: "Software", description: "Paquetes de ingeniería y desarrollo para sistemas de supervisión." },
      { name: "Licencias", description: "Licencias de runtime y clientes para estaciones de operación." },
      { name: "Servidores industriales", description: "PC industriales para servidores SCADA e historizadores." },
    ],
  },
  {
    name: C.softStarters,
    description: "Arrancadores suaves que reducen la corriente y el golpe mecánico en el arranque de motores.",
    subcategories: [
      { name: "Compactos", description: "Arrancadores con bypass integrado para motores de hasta 30 kW." },
      {
        name: "Servicio pesado",
        description: "Arrancadores con protección electrónica y comunicación para cargas exigentes.",
      },
    ],
  },
  {
    name: C.motorProtectors,
    description: "Interruptores guardamotores para la protección de motores contra sobrecarga y cortocircuito.",
    subcategories: [
      { name: "Magnetotérmicos", description: "Guardamotores con disparo térmico regulable y magnético fijo." },
      {
        name: "Accesorios de guardamotor",
        description: "Contactos auxiliares, bloques de señalización y barras de conexión.",
      },
    ],
  },
  {
    name: C.power,
    description: "Fuentes conmutadas de 24 VDC para tableros de control y equipos de automatización.",
    subcategories: [
      { name: "Monofásicas", description: "Fuentes de entrada 100-240 VAC para riel DIN." },
      { name: "Trifásicas", description: "Fuentes de entrada 380-480 VAC para consumos altos." },
      { name: "Módulos de respaldo", description: "UPS DC y módulos de redundancia para cargas críticas." },
    ],
  },
  {
    name: C.contactors,
    description: "Contactores y relés de sobrecarga para maniobra y protección de motores.",
    subcategories: [
      { name: "Contactores de potencia", description: "Contactores tripolares AC-3 para arranque directo de motores." },
      {
        name: "Relés de sobrecarga",
        description: "Relés térmicos regulables que se montan directamente sobre el contactor.",
      },
    ],
  },
  {
    name: C.sensors,
    description: "Sensores industriales de proximidad y presencia para automatización de máquinas.",
    subcategories: [
      {
        name: "Inductivos",
        description: "Detección sin contacto de objetos metálicos, cuerpo roscado M12, M18 y M30.",
      },
      {
        name: "Fotoeléctricos",
        description: "Detección por barrera, reflexión o difusión para objetos de cualquier material.",
      },
    ],
  },
  {
    name: C.network,
    description: "Equipos de red y comunicación para conectar controladores, variadores y sistemas SCADA.",
    subcategories: [
      { name: "Switches", description: "Switches Ethernet industriales no gestionados y gestionados para riel DIN." },
      { name: "Gateways", description: "Pasarelas entre protocolos serie y Ethernet industrial." },
      { name: "Módulos de comunicación", description: "Tarjetas y módulos de comunicación para PLC y variadores." },
    ],
  },
];
