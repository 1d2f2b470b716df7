import type { Metadata, Viewport } from "next";
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from "@/lib/messages";
import { RouteAnnouncerRole } from "@/components/route-announcer-role";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: PRODUCT_NAME, template: `%s · ${PRODUCT_NAME}` },
  description: PRODUCT_DESCRIPTION,
  // An internal tool: kept out of search engines (robots.txt and X-Robots-Tag say so too).
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="pt-BR">
      <body className="min-h-dvh">
        {children}
        <RouteAnnouncerRole />
      </body>
    </html>
  );
}
