import styles from './vendor-picture.module.css';

/** The shape of a game vendor's picture: the server draws them 200 × 120, the vendor's name written in them. */
export const VENDOR_PICTURE_RATIO = 200 / 120;

/**
 * A vendor's picture, whole, at the given height: its box takes the picture's shape (a picture of another shape
 * is fitted inside it, never cropped). Decorative: the vendor's name is written beside it.
 */
export function VendorPicture({ src, height }: { src: string; height: number }) {
  return (
    <img
      className={styles.picture}
      src={src}
      alt=""
      width={Math.round(height * VENDOR_PICTURE_RATIO)}
      height={height}
    />
  );
}
