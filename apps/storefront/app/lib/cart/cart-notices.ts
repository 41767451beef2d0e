import toast from '../toast';

const shown = new Set<string>();

/**
 * Says each of the server's cart notices (a line dropped or lowered) once per page session: `users/me`
 * repeats them on every read until a cart change settles them, and that change's answer repeats them too.
 */
export function showCartNotices(notices: readonly string[] | undefined): void {
  for (const notice of notices ?? []) {
    if (shown.has(notice)) continue;
    shown.add(notice);
    toast(notice);
  }
}
