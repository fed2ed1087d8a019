/**
 * The browser storage keys the spec names (§9), less the session id: the session is an HttpOnly
 * cookie no script can read (ADR 033). `user` (name, email, role) is only a hint that someone
 * signed in here; the server's answer to GET /auth/verify decides.
 */
export const STORAGE_KEYS = {
  user: "user",
  cart: "cart",
  theme: "theme",
  /** Where earlier versions kept the session token: only ever removed. */
  legacySessionId: "sessionId",
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage, or null during the server render and when the browser refuses access. */
function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    return store()?.getItem(key) ?? null;
  },
  set(key: StorageKey, value: string) {
    try {
      store()?.setItem(key, value);
    } catch {
      // Full or blocked storage: the state still lives in memory for this visit.
    }
  },
  remove(key: StorageKey) {
    store()?.removeItem(key);
  },
  getJson<T>(key: StorageKey): T | null {
    return safeJsonParse<T>(this.get(key));
  },
  setJson(key: StorageKey, value: unknown) {
    this.set(key, JSON.stringify(value));
  },
};

export function safeJsonParse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
