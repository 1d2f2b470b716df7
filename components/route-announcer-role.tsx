"use client";

import { useEffect } from "react";

/**
 * Next's route announcer is an assertive live region with role="alert" that repeats the page title
 * after each client navigation. With it, every page would hold two "alerts" (the title and our
 * real error), which misleads screen-reader users and any tool that looks for the alert. It stays a
 * live region (the title is still announced); only the role goes.
 */
export function RouteAnnouncerRole() {
  useEffect(() => {
    const dropRole = () => {
      const host = document.getElementsByTagName("next-route-announcer")[0];
      host?.shadowRoot?.getElementById("__next-route-announcer__")?.removeAttribute("role");
    };
    dropRole();
    // The announcer is created in an effect of Next's router, possibly after this one.
    const observer = new MutationObserver(dropRole);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
