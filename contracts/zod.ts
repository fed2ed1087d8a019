import { z } from "zod";

// Default validation messages in Spanish for anything a schema does not word itself.
z.config(z.locales.es());

export { z };
