/** The fixed texts of the sign-in and sign-up screens (titles, subtitles, dividers). */
export const SIGN_IN_COPY = {
  title: 'Welcome Back',
  subtitle: 'Sign in to your account to continue shopping',
  divider: 'Or continue with email',
} as const;

export const SIGN_UP_COPY = {
  title: 'Create Account',
  subtitle: (brand: string) => `Join ${brand} and start shopping today`,
  divider: 'Or create account with email',
} as const;
