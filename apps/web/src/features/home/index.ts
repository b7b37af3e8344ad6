/** The home feature's public surface for the rest of the app (the route imports the page module directly). */
export {
  BannerCarousel,
  HomeBannerCarousel,
  LoginBannerCarousel,
  type BannerCarouselProps,
} from './components/banner-carousel';
