/** Said beside every catalogue price (PRICES_INCLUDE_IVA): buyers compare prices net of tax. */
export const ivaNote = (pricesIncludeIva: boolean) =>
  pricesIncludeIva ? "Los precios incluyen IVA." : "Los precios no incluyen IVA.";
