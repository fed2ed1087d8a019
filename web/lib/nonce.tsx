import { createContext, useContext } from "react";

/** The CSP nonce during the server render; empty in the browser, which never needs it. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
