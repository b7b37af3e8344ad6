import type { StudioErrorCode, VendorStatus } from '@suerte/contracts';

export class StudioError extends Error {
  constructor(
    readonly code: StudioErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'StudioError';
  }
}

/** The player-facing code of a wallet refusal. */
export function refusalCode(status: VendorStatus): StudioErrorCode {
  switch (status) {
    case 'INSUFFICIENT_FUNDS':
    case 'PLAYER_BLOCKED':
    case 'SESSION_EXPIRED':
    case 'WIN_LIMIT':
    case 'BALANCE_LIMIT':
      return status;
    case 'INVALID_TOKEN':
    case 'PLAYER_NOT_FOUND':
    case 'CURRENCY_MISMATCH':
      return 'INVALID_TOKEN';
    default:
      return 'INTERNAL_ERROR';
  }
}
