/**
 * The browser security headers of the site: sent by CloudFront's response headers policy when
 * deployed and by the local server, from this one definition.
 */
export interface CspOptions {
  /** Whether an analytics ID is configured (Google Analytics 4 loads only then, after consent). */
  analytics: boolean;
  /** Origin that receives quote submissions when it is not this site (e.g. EmailJS). */
  emailApiOrigin?: string;
}

const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

export function contentSecurityPolicy({ analytics, emailApiOrigin }: CspOptions): string {
  const script = ["'self'", ...(analytics ? googleAnalytics.script : [])];
  const connect = [
    "'self'",
    ...(analytics ? googleAnalytics.connect : []),
    ...(emailApiOrigin ? [emailApiOrigin] : []),
  ];
  const img = ["'self'", 'data:', ...(analytics ? googleAnalytics.img : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Critical CSS is inlined in each page; no script is ever inline.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Headers for every response of the site (HSTS is only meaningful over HTTPS, so CloudFront adds it). */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
  };
}
