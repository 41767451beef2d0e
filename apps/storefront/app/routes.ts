import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { STATIC_PAGE_SLUGS } from './features/static-pages/slugs';

export default [
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/category/:category', 'routes/products.category.tsx'),
    route('products/:productId', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/confirmation/:orderId', 'routes/checkout.confirmation.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:orderId', 'routes/order.tsx'),
    route('orders/:orderId/return', 'routes/order.return.tsx'),
    route('returns/:returnId', 'routes/return.tsx'),
    route('gift-cards/balance', 'routes/gift-card-balance.tsx'),
    route('account', 'routes/account.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('status', 'routes/status.tsx'),
    route('newsletter/confirm/:token', 'routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe/:token', 'routes/newsletter-unsubscribe.tsx'),
    ...STATIC_PAGE_SLUGS.map((slug) => route(slug, 'routes/static-page.tsx', { id: `static-${slug}` })),
    route('*', 'routes/not-found.tsx'),
  ]),
  ...prefix('auth', [
    layout('routes/auth-layout.tsx', [
      route('login', 'routes/auth.login.tsx'),
      route('signup', 'routes/auth.signup.tsx'),
      route('forgot-password', 'routes/auth.forgot-password.tsx'),
      route('reset-password/:token', 'routes/auth.reset-password.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
