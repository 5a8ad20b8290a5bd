import { createAction } from '@reduxjs/toolkit';

// Raised by the API layer (lib/api.ts) and reduced by the auth feature, so this shared module
// never imports a feature.

// A new access token, from the refresh cookie.
export const tokenRefreshed = createAction<string>('auth/tokenRefreshed');

// A call was refused and the refresh cookie could not renew the session.
export const sessionExpired = createAction('auth/sessionExpired');
