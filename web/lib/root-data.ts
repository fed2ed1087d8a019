import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";

/** The root loader's data (company contact data, public URL); undefined inside the root error page. */
export const useRootData = () => useRouteLoaderData<typeof loader>("root");
