/** The zod-free rules of the payment payloads (payments.ts), shared with the web's forms. */

/** A payment password is exactly 6 digits (the product's rule for every merchant). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** A bank account number: digits, spaces and dashes. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9 -]{4,40}$/;

/** Longest payer name, transfer reference, bank name and account name. */
export const PAYMENT_TEXT_MAX = 100;

/** Longest note on a withdrawal confirmation. */
export const WITHDRAWAL_NOTE_MAX = 500;

/** Largest proof image in bytes (5 MB) and most images per confirmation. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGES_MAX = 3;
