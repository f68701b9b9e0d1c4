// DESIGN.md 5: the security headers alone, for the host's next.config.ts (its loader cannot take
// the whole `host` entry point), which sets them on the static screens that skip the proxy.
export { contentSecurityPolicy, securityHeaders } from './host/security-headers';
