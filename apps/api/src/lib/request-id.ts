/** Request ids accepted from clients and load balancers: short, and safe in logs and headers. */
const WELL_FORMED = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/** The incoming `X-Request-Id` when it is well-formed (one value, bounded charset and length). */
export function incomingRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : undefined;
}
