// The media module's public face: the generated artwork routes.
export { mediaRoutes } from './media.routes.js';
