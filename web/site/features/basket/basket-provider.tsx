import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { STORAGE_KEYS, storage } from "../../../lib/storage.ts";
import {
  basketItemCount,
  basketReducer,
  basketTotal,
  emptyBasket,
  parseStoredBasket,
  priceOnRequestCount,
  serializeBasket,
  toBasketItem,
  type BasketItem,
  type BasketProductInput,
  type LinesToAdd,
} from "./basket-state.ts";

type BasketContextValue = {
  items: BasketItem[];
  total: number;
  /** Lines whose price is on request: left out of `total`. */
  onRequestCount: number;
  itemCount: number;
  /** False until the saved basket has been read (after hydration). */
  loaded: boolean;
  addItem: (product: BasketProductInput) => void;
  /** Parts-list products with their quantities and free-text lines, in one step (ADR 021). */
  addLines: (lines: LinesToAdd) => void;
  removeItem: (id: number) => void;
  updateQuantity: (id: number, quantity: number) => void;
  clearCart: () => void;
  replaceCart: (items: BasketItem[]) => void;
  isInCart: (id: number) => boolean;
};

const CartContext = createContext<BasketContextValue | null>(null);

export function BasketProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(basketReducer, emptyBasket);
  const loadedRef = useRef(false);
  const [loaded, setLoaded] = useState(false);

  // Declared before the load so the first run (nothing read yet) does not overwrite the saved cart.
  useEffect(() => {
    if (loadedRef.current) storage.set(STORAGE_KEYS.cart, serializeBasket(state.items));
  }, [state]);

  // Storage is read once, after hydration, so the server and the first client render agree.
  useEffect(() => {
    if (loadedRef.current) return;
    loadedRef.current = true;
    try {
      const items = parseStoredBasket(storage.get(STORAGE_KEYS.cart));
      if (items) dispatch({ type: "replace", items });
    } catch (err) {
      console.error("Carrito guardado inválido; se ignora.", err);
    }
    setLoaded(true);
  }, []);

  const addItem = useCallback((p: BasketProductInput) => dispatch({ type: "add", item: toBasketItem(p) }), []);
  const addLines = useCallback((lines: LinesToAdd) => dispatch({ type: "addLines", lines }), []);
  const removeItem = useCallback((id: number) => dispatch({ type: "remove", id }), []);
  const updateQuantity = useCallback(
    (id: number, quantity: number) => dispatch({ type: "updateQuantity", id, quantity }),
    [],
  );
  const clearCart = useCallback(() => dispatch({ type: "clear" }), []);
  const replaceCart = useCallback((items: BasketItem[]) => dispatch({ type: "replace", items }), []);

  const value = useMemo<BasketContextValue>(() => {
    const ids = new Set(state.items.filter((i) => !i.freeText).map((i) => i.id));
    return {
      items: state.items,
      total: basketTotal(state.items),
      onRequestCount: priceOnRequestCount(state.items),
      itemCount: basketItemCount(state.items),
      loaded,
      addItem,
      addLines,
      removeItem,
      updateQuantity,
      clearCart,
      replaceCart,
      isInCart: (id) => ids.has(id),
    };
  }, [state, loaded, addItem, addLines, removeItem, updateQuantity, clearCart, replaceCart]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useBasket(): BasketContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useBasket debe usarse dentro de BasketProvider");
  return value;
}
