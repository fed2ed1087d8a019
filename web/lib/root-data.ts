import { useRouteLoaderData } from "react-router";
import type { Company } from "../../contracts/company.ts";

/** What the root loader hands every page: public company data and the public URL, never secrets. */
export type RootData = { company: Company; publicUrl: string };

/** The root loader's data; undefined inside the root error page. */
export const useRootData = () => useRouteLoaderData<RootData>("root");
