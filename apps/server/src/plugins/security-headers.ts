import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The headers @fastify/helmet would set for this app, written once as constants: helmet computes them
// per reply and halved throughput in DESIGN §3's measurement. The CSP allows what the SPA needs:
// its own scripts and styles (antd injects styles at runtime), images from https and data URLs.
const HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self' https://res.wx.qq.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; '),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
};

// What a script, style sheet or image of the built app needs: the rest above governs documents (a CSP,
// framing, the opener, referrers, HSTS) and a browser ignores it on a subresource. A signed-in page
// loads ~100 hashed files over HTTP/1.1, whose headers are sent uncompressed: the document headers
// on each were ~50 KB of a phone's first load (issue 17 §3).
const SUBRESOURCE_HEADERS: Record<string, string> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** Whether the reply is one of the built app's content-hashed files (index.html and sw.js live outside). */
function isHashedAsset(url: string, contentType: unknown): boolean {
  // A page answered for a missing asset's URL is still a document and keeps the document headers.
  return url.startsWith('/assets/') && !String(contentType ?? '').startsWith('text/html');
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isHashedAsset(req.url, reply.getHeader('content-type'))) {
      reply.headers(SUBRESOURCE_HEADERS);
      return payload;
    }
    // The request id in the reply lets a user's bug report be matched to the log lines.
    reply.header('x-request-id', req.id);
    // The docs UI needs inline scripts; it is a developer page, not part of the product.
    if (req.url.startsWith('/api/docs')) return payload;
    reply.headers(HEADERS);
    return payload;
  });
});
