/** @type {import('next').NextConfig} */
const nextConfig = {
  // No "X-Powered-By: Next.js": it only helps an attacker fingerprint the stack.
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
