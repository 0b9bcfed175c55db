/**
 * How large a request body may be (issue 11 §4). Small by default: a console form is a few hundred
 * bytes. The calls that legitimately carry more say so on the route: bulk calls name up to 10,000 ids
 * (about 110 KB as JSON), a device report up to a day of samples, imports and vouchers their files.
 */
export const BODY_LIMITS = {
  default: 64 * 1024,
  bulk: 256 * 1024,
  deviceReport: 1024 * 1024,
} as const;
