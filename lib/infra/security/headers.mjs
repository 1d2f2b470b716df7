// Response headers for every path (pages, static files, API routes), applied by next.config.mjs.
// The Content-Security-Policy is per request and set by middleware.ts.

/** @param {{ production: boolean }} options */
export function securityHeaders({ production }) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Only features every supported browser knows: an unknown one ("bluetooth") is a console warning on every page.
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()",
    },
    { key: "X-Frame-Options", value: "DENY" },
    // The Google sign-in popup must still be able to answer its opener.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
    // An internal tool: no search engine should index it (robots.txt says so too).
    { key: "X-Robots-Tag", value: "noindex, nofollow" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
