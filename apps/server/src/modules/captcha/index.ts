// The captcha module's public face: its route, and the service that issues challenges and checks answers once.
export { captchaRoutes } from './captcha.routes.js';
export {
  createCaptchaService,
  type CaptchaImage,
  type CaptchaOptions,
  type CaptchaService,
} from './captcha.service.js';
