// The client address now lives with the other HTTP boundary helpers (TRUSTED_PROXY_COUNT).
export { clientIp } from '@/lib/http/client-ip';
