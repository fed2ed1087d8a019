/**
 * The company as every page shows it (header, footer, contact, legal pages): read from the
 * environment by server/config.ts and rendered into the page by the root loader, so the browser
 * and the server name it with this one type.
 */
export type Company = {
  name: string;
  /** Digits with the country code, e.g. 593991234567 (WhatsApp and tel: links are built from it). */
  phone: string;
  address: string;
  city: string;
  salesEmail: string;
  /** A profile left unset is not shown. */
  social: {
    facebook: string | undefined;
    instagram: string | undefined;
    linkedin: string | undefined;
    youtube: string | undefined;
  };
  /** Whether catalogue prices already include IVA; the note beside prices says which. */
  pricesIncludeIva: boolean;
};
