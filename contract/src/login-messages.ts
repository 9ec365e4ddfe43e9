// docs/product.md, Messages: the login page's, apart from the rest so that it loads them alone.
export const loginMessages = {
  missingFields: 'Please enter both email and password.',
  wrongPassword: 'Incorrect password. Please try again.',
  tooManyRequests: 'Too many failed login attempts. Please try again later.',
  invalidEmail: 'The email address is badly formatted.',
  invalidCredential: 'Invalid credentials. Please check your email and password.',
  notAuthorized: 'You are not authorized to access this dashboard.',
} as const;
