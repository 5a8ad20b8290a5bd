export const PRODUCT_NAME = 'Cellar Door AI';
