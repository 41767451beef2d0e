import type { Profile } from '@shopwright/shared/users';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findUserById } from '../auth/auth.repo';

/** The signed-in user's profile; a deleted or blocked account no longer counts as signed in. */
export async function getProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.is_blocked) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    date_joined: user.date_joined,
    // Filled by the cart module once it exists (issue: cart and wishlist).
    cart: { cart_items: [] },
  };
}
