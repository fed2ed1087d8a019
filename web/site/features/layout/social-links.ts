import type { Company } from "../../../load-context.ts";

export type SocialNetwork = "facebook" | "instagram" | "linkedin" | "youtube";

const LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

/**
 * The company's own profiles, in a fixed order; a network without a configured URL is left out
 * (a link to a network's home page only sends the visitor away).
 */
export function socialLinks(
  social: Partial<Company["social"]>,
): { network: SocialNetwork; label: string; href: string }[] {
  return (Object.keys(LABELS) as SocialNetwork[]).flatMap((network) => {
    const href = social[network];
    return href ? [{ network, label: LABELS[network], href }] : [];
  });
}
