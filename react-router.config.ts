import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web",
  buildDirectory: "build",
  ssr: true,
  // All route metadata ships with the first page (a few dozen routes, a few KB). Lazy discovery
  // looped on /__manifest when leaving the admin splat route for a path only the site's catch-all
  // matches (react-router 7.18.4), and cost a request per new link.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
