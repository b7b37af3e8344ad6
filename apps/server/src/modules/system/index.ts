// The system module's public face: the site's system routes (modules, resources, contacts, status) and their
// service, and the merchant's feature modules as operators switch them.
export { systemRoutes } from './system.routes.js';
export { createSystemService, type SystemService } from './system.service.js';
export { listModules } from './system.repository.js';
