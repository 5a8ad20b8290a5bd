/**
 * The Nest token of a service's validated config (provided by ServiceCoreModule). Kept apart from
 * the module so code that only injects the config does not load the store's libraries.
 */
export const APP_CONFIG = Symbol('APP_CONFIG');
