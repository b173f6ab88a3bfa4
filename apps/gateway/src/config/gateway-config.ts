export const GATEWAY_CONFIG = Symbol('hookline:gateway-config');
export const GATEWAY_LOGGER = Symbol('hookline:gateway-logger');
